import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memoryStorage';
import { PACE_FOLLOWED_KEY, readSendToFollowed, writeSendToFollowed } from './paceFollowed';

describe('the «send alle hit» this device followed', () => {
  it('is kept per class, so a reload does not follow the same press again', () => {
    const storage = memoryStorage();
    expect(readSendToFollowed(storage, 'DEMO26')).toBeNull();
    writeSendToFollowed(storage, 'DEMO26', 1000);
    expect(readSendToFollowed(storage, 'DEMO26')).toBe(1000);
    expect(readSendToFollowed(storage, 'ANNEN1')).toBeNull();
  });

  it('reads nothing from what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(PACE_FOLLOWED_KEY, '{ikke json');
    expect(readSendToFollowed(storage, 'DEMO26')).toBeNull();
    storage.setItem(PACE_FOLLOWED_KEY, JSON.stringify({ classCode: 'DEMO26', at: 'nå' }));
    expect(readSendToFollowed(storage, 'DEMO26')).toBeNull();
    expect(readSendToFollowed(null, 'DEMO26')).toBeNull();
  });
});
