import { FormattedMessage } from 'react-intl';
import type { AdminNotice } from '../../../machines/adminClassesMachine';

// Written out so every message id stands in the code.
const NOTICE_TEXT = {
  created: 'admin.notice.created',
  updated: 'admin.notice.updated',
  archived: 'admin.notice.archived',
  restored: 'admin.notice.restored',
  deleted: 'admin.notice.deleted',
  sectionOpened: 'admin.notice.sectionOpened',
  sectionClosed: 'admin.notice.sectionClosed',
} as const;

/** What just went through, in one sentence. */
export function NoticeText({ notice }: { notice: AdminNotice }) {
  return <FormattedMessage id={NOTICE_TEXT[notice.kind]} values={{ name: notice.name, code: notice.classCode, okt: 'oktNumber' in notice ? notice.oktNumber : 0 }} />;
}
