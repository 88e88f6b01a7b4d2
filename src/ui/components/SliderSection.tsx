import { useId } from 'react';
import { Slider, type SliderProps } from './Slider';

export interface SliderSectionProps<T> extends Omit<SliderProps<T>, 'label'> {
  /** The section's heading; it also names the slider's arrows. */
  title: string;
}

/** A home page section: a heading and the slider of cards it names. */
export function SliderSection<T>({ title, ...slider }: SliderSectionProps<T>) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__title">
        {title}
      </h2>
      <Slider label={title} {...slider} />
    </section>
  );
}
