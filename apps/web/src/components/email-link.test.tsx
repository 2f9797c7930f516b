import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailLink } from './email-link';

describe('EmailLink', () => {
  it('lets a long address break only after the @ and the dots, reading and linking as one address', () => {
    render(<EmailLink email="bookings.and.enquiries@lens-and-light-studio.example" />);
    const link = screen.getByRole('link', { name: 'bookings.and.enquiries@lens-and-light-studio.example' });
    expect(link).toHaveAttribute('href', 'mailto:bookings.and.enquiries@lens-and-light-studio.example');
    expect(link.className).toContain('[overflow-wrap:anywhere]');
    // A break opportunity after each dot and the @, none inside a word.
    expect(link.innerHTML.split('<wbr>').map((part) => part.replace(/<[^>]+>/g, ''))).toEqual(['bookings.', 'and.', 'enquiries@', 'lens-and-light-studio.', 'example']);
  });
});
