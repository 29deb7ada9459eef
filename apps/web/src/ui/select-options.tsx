/** A select's choices: `any` (the empty value: no choice, or no filter) first, then the options. */
export function OptionsWithAny({
  any,
  options,
}: {
  any: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      <option value="">{any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A select's choices where each value is its own label (page sizes, code lengths, states). */
export function PlainOptions({ values }: { values: readonly (string | number)[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
