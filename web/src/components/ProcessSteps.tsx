// docs/product.md section 1: how it works, in four steps.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
const PROCESS_STEPS = [
  {
    title: msg`Customized search`,
    text: msg`Tell us where you want to live, what you need and what you want to pay. We hand-pick a list of apartments that fit.`,
  },
  {
    title: msg`Review your list`,
    text: msg`Compare floorplans, prices and move-in specials with your agent, who knows which deals are real this week.`,
  },
  {
    title: msg`Schedule a showing`,
    text: msg`Your licensed agent tours your favourite apartments with you, in person or by video, at times that suit you.`,
  },
  {
    title: msg`Sign and enjoy`,
    text: msg`We help you apply and sign. A referral at signing, or a qualified rental, earns 2 hours of free movers or a gift card.*`,
  },
] as const;

export function ProcessSteps({ limit }: { limit?: number }) {
  const steps = limit ? PROCESS_STEPS.slice(0, limit) : PROCESS_STEPS;
  const { i18n } = useLingui();
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={index} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="steps__title">{i18n._(step.title)}</h3>
          <p>{i18n._(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
