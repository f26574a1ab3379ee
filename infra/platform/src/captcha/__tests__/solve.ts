/** The answer to the local challenge's "What is a + b?". */
export function solve(question: string): number {
  const match = /What is (\d+) \+ (\d+)\?/.exec(question);
  if (!match) throw new Error(`unexpected question ${question}`);
  return Number(match[1]) + Number(match[2]);
}
