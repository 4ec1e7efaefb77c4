import { type DatabaseConnection, type Driver, SqliteDialect, type TransactionSettings } from 'kysely';
import { Turns } from '../turns';

/** Lets Kysely's one SQLite connection out in turns, so a release wakes one query, not every waiter (docs/decisions/databases.md). */
class TurnsDriver implements Driver {
  readonly #turns = new Turns();

  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) => this.inner.beginTransaction(connection, settings);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.inner.rollbackTransaction(connection);
  savepoint: Driver['savepoint'] = (...args) => this.inner.savepoint!(...args);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) => this.inner.rollbackToSavepoint!(...args);
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) => this.inner.releaseSavepoint!(...args);

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.#turns.give();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.#turns.give();
    }
  }
}

export class TurnsSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new TurnsDriver(super.createDriver());
  }
}
