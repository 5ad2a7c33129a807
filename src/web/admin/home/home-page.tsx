import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../ui/page-header';
import { RefreshButton } from '../ui/refresh-button';
import { ErrorState, LoadingState } from '../ui/states';
import { adminHomeQuery } from './api';
import { FaqList } from './faq-list';
import { GalleryList } from './gallery-list';
import { ReviewsList } from './reviews-list';
import { TextsForm } from './texts-form';

/** Admin → Home page: everything the guest home page shows below the booking wizard (decision 0129). */
export default function HomePage() {
  const query = useQuery(adminHomeQuery);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Home page"
        description="The story, how to reach the resort, the FAQ, the gallery and the guest reviews that guests see below the booking form. Villas and their photos come from Villas."
      >
        <RefreshButton
          refresh={() => query.refetch()}
          message="Home page content reloaded"
          busy={query.isFetching}
        />
      </PageHeader>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          title="Could not load the home page"
          message="Please try again."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <TextsForm texts={query.data.texts} />
          <FaqList entries={query.data.faq} />
          <GalleryList items={query.data.gallery} />
          <ReviewsList />
        </>
      )}
    </div>
  );
}
