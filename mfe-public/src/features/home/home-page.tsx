export const HOME_TITLE = 'Ofertat e supermarketeve në Shqipëri';

export function HomePage() {
  return (
    <section>
      <h1>{HOME_TITLE}</h1>
      <p>Krahaso çmimet në ALL, lexo fletëpalosjet dhe gjej dyqanin më të afërt.</p>
    </section>
  );
}
