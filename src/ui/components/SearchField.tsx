import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'autoComplete'
> {
  /** The field's name, read by assistive technology; not shown. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search term field with a visually hidden label. The browser's own suggestions are off:
 * they would cover the results it searches.
 */
export function SearchField({ label, value, onValueChange, ref, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </>
  );
}
