import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('calls onClick and does not submit forms by default', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button onClick={onClick}>Kërko</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Kërko' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled and busy while loading', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <Button loading onClick={onClick}>
        Ruaj
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Ruaj' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders with the default theme without any provider', () => {
    render(<Button variant="danger">Fshi</Button>);
    expect(screen.getByRole('button', { name: 'Fshi' })).toHaveStyle({ backgroundColor: '#b91c1c' });
  });
});

describe('ButtonLink', () => {
  it('is a real link to the target', () => {
    renderWithProviders(<ButtonLink to="/super-admin/add-market">Shto nje market</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Shto nje market' })).toHaveAttribute('href', '/super-admin/add-market');
  });
});
