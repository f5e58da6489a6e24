package dev.varve.kernel.table;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where a new key of a dynamic-bucket partition goes, as Paimon 1.4.2's PartitionIndex.assign picks it. */
class DynamicBucketChoiceTest {
    private static List<Integer> counts(Integer... c) {
        return new ArrayList<>(List.of(c));
    }

    @Test
    void fillsBucketsInOrderThenOpensTheNext() {
        List<Integer> c = counts();
        assertEquals(0, DynamicBucketIndex.chooseBucket(c, 7, 1, 2));
        assertEquals(1, DynamicBucketIndex.chooseBucket(counts(2), 7, 1, 2));
        assertEquals(1, DynamicBucketIndex.chooseBucket(counts(2, 1), 7, 1, 2));
        assertEquals(2, DynamicBucketIndex.chooseBucket(counts(2, 2), 7, 1, 2));
    }

    /** dynamic-bucket.max-buckets (golden sweep45_op45_dynamic_bucket_max_buckets): no bucket past the cap. */
    @Test
    void pastMaxBucketsANewKeyGoesToAnExistingBucketByItsHash() {
        assertEquals(1, DynamicBucketIndex.chooseBucket(counts(2), 7, 1, 2, 2), "below the cap a new bucket opens");
        List<Integer> full = counts(2, 2);
        assertEquals(1, DynamicBucketIndex.chooseBucket(full, 7, 1, 2, 2));
        assertEquals(0, DynamicBucketIndex.chooseBucket(full, 8, 1, 2, 2));
        assertEquals(0, DynamicBucketIndex.chooseBucket(full, -8, 1, 2, 2), "a negative hash too");
        assertEquals(2, full.size(), "no bucket added");
        assertEquals(2, DynamicBucketIndex.chooseBucket(counts(2, 2), 7, 1, 2, -1), "-1: no cap");
        assertEquals(1, DynamicBucketIndex.chooseBucket(counts(2, 1), 7, 1, 2, 2), "a bucket below target still fills first");
    }

    /**
     * fzmx_1350 (probe mix28/mx28_dynbucket_overwrite_files): after an overwrite the partition's index lists only bucket
     * 1's key; Paimon fills bucket 1 before it reopens bucket 0, then opens the lowest free id.
     */
    @Test
    void aBucketTheIndexListsFillsBeforeAnEmptiedOne() {
        assertEquals(1, DynamicBucketIndex.chooseBucket(counts(0, 1), 7, 1, 2));
        assertEquals(0, DynamicBucketIndex.chooseBucket(counts(0, 2), 7, 1, 2));
        assertEquals(3, DynamicBucketIndex.chooseBucket(counts(3, 3, 0, 1), 7, 1, 3));
        assertEquals(2, DynamicBucketIndex.chooseBucket(counts(2, 2, 0, 2), 7, 1, 2));
    }

    @Test
    void initialBucketsSpreadByHash() {
        assertEquals(3, DynamicBucketIndex.chooseBucket(counts(), 7, 4, 2));
        assertEquals(3, DynamicBucketIndex.chooseBucket(counts(1, 0, 0, 1), 7, 4, 2));
        assertEquals(0, DynamicBucketIndex.chooseBucket(counts(1, 0, 0, 2), 7, 4, 2));
    }
}
