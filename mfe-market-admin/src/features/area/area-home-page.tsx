import { useSession } from '@ofertat/shared-api';

export function AreaHomePage() {
  const username = useSession((session) => session.username);
  return (
    <section>
      <h1>Mirë se vini, {username}</h1>
      <p>Menaxhoni ofertat, produktet, pikat e shitjes, njoftimet e punës dhe fletëpalosjet e marketit tuaj.</p>
    </section>
  );
}
