import type { ComponentType } from 'react';
import { ReflectionActivity } from './reflection/ReflectionActivity';
import type { ActivityProps } from './types';

/** The content's `component` field names one of these; an unknown name shows an error, never a blank page. */
export const ACTIVITY_COMPONENTS: Record<string, ComponentType<ActivityProps>> = {
  reflection: ReflectionActivity,
};
