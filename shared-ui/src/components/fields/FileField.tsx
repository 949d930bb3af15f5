import { useState, type ChangeEvent } from 'react';
import { Field, useFieldA11y } from './Field';
import { FileButton, FileInput, FileName, FilePicker, FileRow } from './Field.styles';
import type { FileFieldProps } from './types';

/**
 * A file picker with Albanian texts (the native one speaks the browser's language) that shows the chosen
 * file name. Files cannot be set from code, so pass onChange and read `event.currentTarget.files`.
 */
export function FileField({
  label,
  error,
  hint,
  required,
  id,
  className,
  buttonLabel = 'Zgjidh skedarin',
  emptyText = 'Asnjë skedar i zgjedhur',
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: FileFieldProps) {
  const [fileNames, setFileNames] = useState('');
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  const nameId = `${a11y.controlProps.id}-file`;
  const describedByWithName = [nameId, a11y.controlProps['aria-describedby']].filter(Boolean).join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setFileNames(Array.from(event.currentTarget.files ?? [], (file) => file.name).join(', '));
    onChange?.(event);
  };

  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className}>
      <FileRow>
        <FilePicker>
          <FileInput
            {...rest}
            {...a11y.controlProps}
            aria-describedby={describedByWithName}
            type="file"
            required={required}
            onChange={handleChange}
          />
          <FileButton aria-hidden="true">{buttonLabel}</FileButton>
        </FilePicker>
        <FileName id={nameId}>{fileNames || emptyText}</FileName>
      </FileRow>
    </Field>
  );
}
