'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** While a payment is pending, re-reads the server's state every few seconds (for up to two minutes). */
export function CheckoutRefresher() {
  const router = useRouter();
  useEffect(() => {
    let runs = 0;
    const timer = setInterval(() => {
      runs += 1;
      if (runs > 40) clearInterval(timer);
      else router.refresh();
    }, 3000);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
