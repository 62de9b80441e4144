/**
 * One line of a staff table cut with an ellipsis, so the longest values the API accepts (80-character
 * names, 254-character e-mails, 200-character subjects) cannot widen the table and push its actions
 * off-screen. Nothing is lost: the text stays whole in the DOM (a screen reader reads all of it), a
 * pointer sees it in the tooltip (title), and a keyboard user sees it written out in place, wrapped,
 * while anything in the enclosing `group/row` (the row's link, button or status dropdown) has focus,
 * which a title alone never shows them.
 */
export function TruncatedText({
  text,
  lines = 1,
  className = "",
}: {
  text: string;
  lines?: 1 | 2;
  className?: string;
}) {
  // line-clamp-2 is a -webkit-box: a `block` beside it would undo the clamp.
  const cut = lines === 1 ? "block truncate" : "line-clamp-2 wrap-anywhere";
  const whole =
    "group-focus-within/row:line-clamp-none group-focus-within/row:whitespace-normal group-focus-within/row:wrap-anywhere";
  return (
    <span title={text} className={`${cut} ${whole} ${className}`}>
      {text}
    </span>
  );
}
