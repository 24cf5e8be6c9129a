import { describe, expect, it } from 'vitest';
import { trophyStandings } from './trophies.js';

describe('trophy standings', () => {
  it('adds quiz points and attended activities per person, highest first, ties sharing a place', () => {
    const rows = trophyStandings(
      [
        { userId: 'u1', userName: 'Ana', points: 3 },
        { userId: 'u1', userName: 'Ana', points: 2 },
        { userId: 'u2', userName: 'Beto', points: 4 },
      ],
      [
        { userId: 'u2', attendeeId: 'a2', name: 'Beto P.' },
        { userId: null, attendeeId: 'a3', name: 'Carla' },
        { userId: null, attendeeId: 'a3', name: 'Carla' },
        { userId: null, attendeeId: 'a4', name: 'Dora' },
      ],
    );
    expect(rows).toEqual([
      { place: 1, name: 'Ana', quizPoints: 5, activities: 0, points: 5 },
      { place: 1, name: 'Beto', quizPoints: 4, activities: 1, points: 5 },
      { place: 3, name: 'Carla', quizPoints: 0, activities: 2, points: 2 },
      { place: 4, name: 'Dora', quizPoints: 0, activities: 1, points: 1 },
    ]);
  });

  it('leaves out nameless and pointless rows and keeps to the limit', () => {
    const rows = trophyStandings(
      [
        { userId: 'u1', userName: ' ', points: 9 },
        { userId: 'u2', userName: 'Cero', points: 0 },
        { userId: 'u3', userName: 'Negativo', points: -4 },
        { userId: 'u4', userName: 'Uno', points: 1 },
        { userId: 'u5', userName: 'Dos', points: 2 },
      ],
      [],
      1,
    );
    expect(rows).toEqual([{ place: 1, name: 'Dos', quizPoints: 2, activities: 0, points: 2 }]);
  });
});
