import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRAIL_MARKINGS } from '../../schema/choices.ts';
import { TrailMarkings } from '../../src/components/trip/trail-markings.tsx';
import { markingName } from '../../src/lib/trail-markings.ts';

describe('trail markings', () => {
  it('names each marking of the national set as hikers say it', () => {
    expect(
      ['K', 'P+', 'Z▲', 'S■', 'K●', 'PΩ', 'ZL', 'S↺', 'T'].map((code) => markingName(code as never)),
    ).toEqual([
      'kék sáv',
      'piros kereszt',
      'zöld háromszög',
      'sárga négyzet',
      'kék kör',
      'piros barlangjelzés',
      'zöld romjelzés',
      'sárga körséta',
      'tanösvény',
    ]);
    // Four colours × eight shapes, and the nature trail: each its own name.
    expect(new Set(TRAIL_MARKINGS.map(markingName)).size).toBe(33);
  });

  it('draws every code as its painted sign, with its name as text, in the order given', () => {
    const { container } = render(
      <p>
        <TrailMarkings codes={TRAIL_MARKINGS} />
      </p>,
    );
    const items = [...container.querySelectorAll('.trail-marking')];
    expect(items.map((item) => item.textContent?.trim())).toEqual(TRAIL_MARKINGS.map(markingName));
    // Read as one sentence: the names in order, a comma between.
    expect(container.textContent).toBe(TRAIL_MARKINGS.map((code) => ` ${markingName(code)}`).join(', '));
    const drawings = new Set<string>();
    for (const item of items) {
      const sign = item.querySelector('svg');
      expect(sign?.getAttribute('aria-hidden')).toBe('true');
      // The white field and the shape in the colour's paint.
      expect(sign?.children.length).toBe(2);
      drawings.add(sign!.innerHTML);
    }
    // No two signs look alike.
    expect(drawings.size).toBe(TRAIL_MARKINGS.length);
  });
});
