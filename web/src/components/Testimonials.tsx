// docs/product.md sections 2, 3 and 9: a rotating testimonials block; three hard-coded testimonials, reshuffled
// every 8 seconds, at most 4 shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { MAX_TESTIMONIALS_SHOWN, TESTIMONIAL_ROTATION_MS } from '../lib/domain';

export interface Testimonial {
  id: string;
  image: string;
  name: string;
  /** Our own marketing words, so they read in the page's language; the renter's name stays as written. */
  testimonial: MessageDescriptor;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 't1',
    image: '/testimonials/maria.svg',
    name: 'Maria G., Stone Oak',
    testimonial: msg`I sent my budget and must-haves on Monday, toured three places with my agent on Wednesday and signed Friday. They even found a six-week free-rent special I had missed.`,
  },
  {
    id: 't2',
    image: '/testimonials/james.svg',
    name: 'James T., Medical Center',
    testimonial: msg`Moving from out of state, I could not tour in person. My agent did video tours, told me honestly which complex was noisy, and I got two hours of free movers.`,
  },
  {
    id: 't3',
    image: '/testimonials/alyssa.svg',
    name: 'Alyssa R., Downtown/Pearl',
    testimonial: msg`Free, fast and no pressure. They knew every deal near the Pearl and helped me get approved with a short credit history.`,
  },
];

/** A uniformly shuffled copy (Fisher-Yates); `random` is injectable so tests are deterministic. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export function Testimonials({ items = TESTIMONIALS }: { items?: readonly Testimonial[] }) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState(() => items.slice(0, MAX_TESTIMONIALS_SHOWN));
  useEffect(() => {
    const timer = setInterval(() => setShown(shuffle(items).slice(0, MAX_TESTIMONIALS_SHOWN)), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(timer);
  }, [items]);

  return (
    <section className="section testimonials" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="section__title">
        <Trans>What renters say</Trans>
      </h2>
      <ul className="testimonials__list" aria-live="polite">
        {shown.map((item) => (
          <li key={item.id} className="testimonial">
            <blockquote className="testimonial__quote">“{i18n._(item.testimonial)}”</blockquote>
            <div className="testimonial__author">
              <img className="testimonial__image" src={item.image} alt="" width="48" height="48" loading="lazy" />
              <span>{item.name}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
