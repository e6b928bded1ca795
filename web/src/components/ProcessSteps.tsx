// docs/product.md section 1: how it works, in four steps.
const PROCESS_STEPS = [
  {
    title: 'Customized search',
    text: 'Tell us where you want to live, what you need and what you want to pay. We hand-pick a list of apartments that fit.',
  },
  {
    title: 'Review your list',
    text: 'Compare floorplans, prices and move-in specials with your agent, who knows which deals are real this week.',
  },
  {
    title: 'Schedule a showing',
    text: 'Your licensed agent tours your favourite apartments with you, in person or by video, at times that suit you.',
  },
  {
    title: 'Sign and enjoy',
    text: 'We help you apply and sign. A referral at signing, or a qualified rental, earns 2 hours of free movers or a gift card.*',
  },
] as const;

export function ProcessSteps({ limit }: { limit?: number }) {
  const steps = limit ? PROCESS_STEPS.slice(0, limit) : PROCESS_STEPS;
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="steps__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
