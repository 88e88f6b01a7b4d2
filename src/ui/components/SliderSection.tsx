import { useId } from 'react';
import { CardSlider, type CardItem, type CardSliderProps } from './CardSlider';

export interface SliderSectionProps<T extends CardItem> extends Omit<CardSliderProps<T>, 'label'> {
  /** The section's heading; it also names the slider's arrows. */
  title: string;
}

/** A home page section: a heading and the slider of cards it names. */
export function SliderSection<T extends CardItem>({ title, ...slider }: SliderSectionProps<T>) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__title">
        {title}
      </h2>
      <CardSlider label={title} {...slider} />
    </section>
  );
}
