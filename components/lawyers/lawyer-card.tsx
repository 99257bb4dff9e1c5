import { CardBooking } from './card-booking';
import { cardSlots, LawyerCardShell, type LawyerCardProps } from './lawyer-card-shell';

/** A lawyer on the results page: times in the viewer's zone and the compare toggle, one client island. */
export function LawyerCard(props: LawyerCardProps) {
  const { lawyer } = props;
  return (
    <LawyerCardShell
      {...props}
      booking={
        <CardBooking
          lawyer={{ _id: lawyer._id, display_name: lawyer.display_name, picture_url: lawyer.picture_url }}
          slots={cardSlots(lawyer)}
          profileHref={`/lawyer/${lawyer._id}`}
        />
      }
    />
  );
}
