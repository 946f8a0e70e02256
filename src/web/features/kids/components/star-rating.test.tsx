import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

describe('the star rating', () => {
  it.each([0, 1, 2, 3])('fills %i of three stars and is one image named by its label', (stars) => {
    render(<StarRating stars={stars} size="small" label={`${stars} of 3 stars`} />);
    const image = screen.getByRole('img', { name: `${stars} of 3 stars` });
    const drawn = image.querySelectorAll('svg');
    expect(drawn).toHaveLength(3);
    expect([...drawn].map((star) => star.getAttribute('data-filled'))).toEqual(
      [0, 1, 2].map((index) => String(index < stars)),
    );
  });
});
