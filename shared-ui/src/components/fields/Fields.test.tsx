import { useState, type ChangeEvent } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { CheckboxField } from './CheckboxField';
import { DateField } from './DateField';
import { FileField } from './FileField';
import { NumberField } from './NumberField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

/** Mimics formik's getFieldProps(): name, value, onChange, onBlur spread on the field. */
function useFieldProps(name: string, initial = '') {
  const [value, setValue] = useState(initial);
  return {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(event.target.value),
    onBlur: () => {},
  };
}

describe('form fields', () => {
  it('link the label and work when driven by spread field props', async () => {
    function Form() {
      return <TextField label="Emri i produktit" {...useFieldProps('productName')} />;
    }
    const { user } = renderWithProviders(<Form />);
    const input = screen.getByRole('textbox', { name: 'Emri i produktit' });
    await user.type(input, 'Qumësht');
    expect(input).toHaveValue('Qumësht');
    expect(input).toHaveAttribute('name', 'productName');
  });

  it('render the error as an alert that describes an invalid control', () => {
    renderWithProviders(<TextField label="Emri" hint="Si shfaqet te klientët" error="Emri i produktit kërkohet." />);
    const input = screen.getByRole('textbox', { name: 'Emri' });
    expect(screen.getByRole('alert')).toHaveTextContent('Emri i produktit kërkohet.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Si shfaqet te klientët Emri i produktit kërkohet.');
  });

  it('show no error for the false that formik gives for untouched fields', () => {
    renderWithProviders(<TextField label="Emri" error={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Emri' })).not.toHaveAttribute('aria-invalid');
  });

  it('mark required fields natively and visibly', () => {
    renderWithProviders(<TextField label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('NumberField takes a step for prices', () => {
    renderWithProviders(<NumberField label="Çmimi i vjetër" step={0.01} placeholder="120.00" />);
    const input = screen.getByRole('spinbutton', { name: 'Çmimi i vjetër' });
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('placeholder', '120.00');
  });

  it('DateField is a date input holding YYYY-MM-DD', () => {
    renderWithProviders(<DateField label="Data e fillimit" value="2026-01-05" onChange={() => {}} />);
    const input = screen.getByLabelText('Data e fillimit');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-01-05');
  });

  it('SelectField lists a placeholder and the options', async () => {
    function Form() {
      return (
        <SelectField
          label="Kategoria"
          placeholder="Zgjidhni një kategori"
          options={[
            { value: 1, label: 'Bulmetore' },
            { value: 2, label: 'Pije' },
          ]}
          {...useFieldProps('categoryId')}
        />
      );
    }
    const { user } = renderWithProviders(<Form />);
    const select = screen.getByRole('combobox', { name: 'Kategoria' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Pije');
    expect(select).toHaveValue('2');
  });

  it('CheckboxField toggles from its label', async () => {
    function Form() {
      const [checked, setChecked] = useState(true);
      return <CheckboxField label="Aktiv" name="active" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
    }
    const { user } = renderWithProviders(<Form />);
    const checkbox = screen.getByRole('checkbox', { name: 'Aktiv' });
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('Aktiv'));
    expect(checkbox).not.toBeChecked();
  });

  it('FileField passes accept on and shows the chosen file name', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<FileField label="Logo e marketit" accept="image/*" onChange={onChange} />);
    const input = screen.getByLabelText('Logo e marketit');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('Asnjë skedar i zgjedhur')).toBeInTheDocument();

    await user.upload(input, new File(['png'], 'conad.png', { type: 'image/png' }));
    expect(screen.getByText('conad.png')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('conad.png');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('TextAreaField accepts multi-line text', async () => {
    function Form() {
      return <TextAreaField label="Përshkrimi" {...useFieldProps('jobDescription')} />;
    }
    const { user } = renderWithProviders(<Form />);
    const textarea = screen.getByRole('textbox', { name: 'Përshkrimi' });
    await user.type(textarea, 'Rreshti 1{enter}Rreshti 2');
    expect(textarea).toHaveValue('Rreshti 1\nRreshti 2');
  });
});
