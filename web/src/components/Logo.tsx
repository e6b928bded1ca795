import { BUSINESS } from '../lib/business';

export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" aria-hidden="true" viewBox="0 0 40 40" width="36" height="36">
        <rect width="40" height="40" rx="9" fill="#0f4c5c" />
        <path d="M8 30V18l12-9 12 9v12h-8v-8h-8v8Z" fill="#fff" />
        <circle cx="29" cy="11" r="5" fill="#e36414" />
      </svg>
      <span className="logo__text">
        <strong>SATX</strong> Apartment Locators
      </span>
      <span className="visually-hidden">{BUSINESS.name}</span>
    </span>
  );
}
