import { CardBooking } from './card-booking';
import { cardSlots, LawyerCardShell, type CardText, type LawyerCardProps } from './lawyer-card-shell';
import { localePath } from '@/lib/i18n/paths';

/** A lawyer on the results page: times in the viewer's zone and the compare toggle, one client island. */
export function LawyerCard(props: LawyerCardProps & CardText) {
  const { lawyer, locale, profileQuery = '' } = props;
  return (
    <LawyerCardShell
      {...props}
      booking={
        <CardBooking
          lawyer={{ _id: lawyer._id, display_name: lawyer.display_name, picture_url: lawyer.picture_url }}
          slots={cardSlots(lawyer, locale)}
          profileHref={localePath(locale, `/lawyer/${lawyer._id}${profileQuery}`)}
        />
      }
    />
  );
}
