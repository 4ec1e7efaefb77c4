import type { ClassesTable, ClassSectionsTable } from './tables/classes';
import type { ProgressTable } from './tables/progress';
import type { UsersTable } from './tables/users';

export interface Database {
  users: UsersTable;
  classes: ClassesTable;
  class_sections: ClassSectionsTable;
  progress: ProgressTable;
}
