import { startPageMachine } from '../../../machines/startPageMachine';
import { pdfInSystem } from '../../services/pdfActors';
import { displayName } from './myData';

/** The start page's machine: the pupil's name in the class, and the PDF panel's. Loaded when the start page shows. */
export const startPage = startPageMachine.provide({ actors: { displayName, pdf: pdfInSystem } });
