/** The Specify wordmark: a drawn mark and the name, as one image named for the home link. */
export function Logo() {
  return (
    <svg className="shell-logo" viewBox="0 0 132 32" aria-hidden="true" focusable="false">
      <rect
        x="1"
        y="4"
        width="24"
        height="24"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M7 20c2 2 5 2.5 7 1.5s2.5-3.5.5-4.5l-4-1.8c-2-1-1.5-3.7.5-4.4 1.8-.6 4-.2 5.5 1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <text
        x="33"
        y="23"
        fontSize="19"
        fontWeight="650"
        letterSpacing="0.5"
        fill="currentColor"
        fontFamily="inherit"
      >
        SPECIFY
      </text>
    </svg>
  );
}
