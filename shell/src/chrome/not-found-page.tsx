import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export const NOT_FOUND_REDIRECT_SECONDS = 5;

/** Spec "Not-found page": counts down from 5 each second, then goes to the home page. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate('/');
      return undefined;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <section aria-labelledby="not-found-title" className="spec-not-found">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        Sorry, the page you are looking for could not be found. It may have been deleted, renamed,
        or it never existed.
      </p>
      <p role="status">Redirecting to homepage in {secondsLeft} seconds.</p>
    </section>
  );
}
