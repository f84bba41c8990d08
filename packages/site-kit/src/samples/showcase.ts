// A sample team, class timetable and before/after pairs (with their pictures) to add to any sample
// business, so previews and the style review exercise those sections. One person has no photo on purpose.
import type { ResearchInput } from '../research/input';

const pic = (name: string, tag: 'team' | 'before' | 'after', alt?: string) => ({
  url: `https://example.test/showcase/${name}.jpg`,
  localPath: `images/photos/showcase-${name}.jpg`,
  source: 'existing_site' as const,
  alt,
  tags: [tag],
});

export function withShowcase(input: ResearchInput): ResearchInput {
  return {
    ...input,
    research: {
      ...input.research,
      photos: [
        ...(input.research.photos ?? []),
        pic('rosa', 'team', 'Rosa Delgado, Owner'),
        pic('sam', 'team'),
        pic('kitchen-before', 'before', 'Kitchen drain before the repair'),
        pic('kitchen-after', 'after', 'Kitchen drain after the repair'),
        pic('bath-before', 'before'),
        pic('bath-after', 'after'),
      ],
    },
    showcase: {
      team: [
        {
          name: 'Rosa Delgado',
          role: 'Owner and master plumber',
          bio: 'Rosa started the business after twenty years on commercial sites and still takes the hardest calls herself.',
          photo_url: 'https://example.test/showcase/rosa.jpg',
        },
        { name: 'Sam Whitfield', role: 'Service plumber', photo_url: 'https://example.test/showcase/sam.jpg' },
        { name: 'Lena Park', role: 'Office manager' },
      ],
      classes: [
        { day: 'Tuesday', time: '6:00 pm', name: 'Homeowner basics: shut-off valves', instructor: 'Rosa' },
        { day: 'Saturday', time: '10:00–11:30 am', name: 'Fix a dripping tap' },
        { day: 'Saturday', time: '1:00 pm', name: 'Winterising your pipes', instructor: 'Sam' },
      ],
      before_after: [
        {
          before_url: 'https://example.test/showcase/kitchen-before.jpg',
          after_url: 'https://example.test/showcase/kitchen-after.jpg',
          caption: 'Kitchen drain replaced',
        },
        {
          before_url: 'https://example.test/showcase/bath-before.jpg',
          after_url: 'https://example.test/showcase/bath-after.jpg',
        },
      ],
    },
  };
}
