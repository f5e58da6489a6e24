package dev.varve.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The result checks every engine's reads go through. */
class ExpectedTest {
    private final Dataset d = Dataset.of(300_000);

    /** Feeds the expected merged rows of the first {@code rows} rows (last write per key) in key order. */
    private long feedLastWins(Expected e, int rows) {
        int[] last = d.lastRowOfKey(rows);
        for (int key = 0; key < Dataset.KEY_SPACE; key++) {
            int r = last[key];
            if (r >= 0) {
                e.check(key, d.v1[r], d.v2[r], Expected.sameAscii(d.v3String(r), e.v3(key)));
            }
        }
        return e.finish();
    }

    @Test
    void lastWinsReadPasses() {
        Expected e = new Expected(Workload.W1, d, 250_000);
        assertEquals(d.distinctKeys(250_000), feedLastWins(e, 250_000));
        e.reset();
        assertEquals(d.distinctKeys(250_000), feedLastWins(e, 250_000));
    }

    /** The first row whose key is written again later. */
    private int firstOverwrittenRow() {
        int[] last = d.lastRowOfKey(d.n);
        for (int i = 0; i < d.n; i++) {
            if (last[(int) d.k[i]] != i) {
                return i;
            }
        }
        throw new AssertionError("no key is written twice");
    }

    @Test
    void anOlderVersionOfAKeyFailsNamingTheKey() {
        Expected e = new Expected(Workload.W1, d, 300_000);
        int first = firstOverwrittenRow();
        long key = d.k[first];
        IllegalStateException x = assertThrows(IllegalStateException.class,
                () -> e.check(key, d.v1[first], d.v2[first], true));
        assertTrue(x.getMessage().startsWith("W1: key " + key + " read v1=" + d.v1[first] + ", v2="), x.getMessage());
    }

    @Test
    void duplicatesUnknownKeysAndMissingRowsFail() {
        Expected e = new Expected(Workload.W1, d, 10);
        int r = 3;
        e.check(d.k[r], d.v1[r], d.v2[r], true);
        assertEquals("W1: key " + d.k[r] + " read twice",
                assertThrows(IllegalStateException.class, () -> e.check(d.k[r], d.v1[r], d.v2[r], true)).getMessage());
        long unknown = d.k[20];
        assertEquals("W1: read key " + unknown + " that was never written",
                assertThrows(IllegalStateException.class, () -> e.check(unknown, 0, 0, true)).getMessage());
        assertEquals("W1: the read returned 3 rows, expected 10",
                assertThrows(IllegalStateException.class, e::finish).getMessage());
    }

    @Test
    void aggregationExpectsSumMaxAndLastV3() {
        Expected e = new Expected(Workload.W2, d, 300_000);
        int key = (int) d.k[0];
        int last = d.lastRowOfKey(300_000)[key];
        e.check(key, d.sumV1ByKey(300_000)[key], d.maxV2ByKey(300_000)[key], Expected.sameAscii(d.v3String(last), e.v3(key)));
        int first = firstOverwrittenRow(); // its key has several rows: one row's v1 is not the sum
        assertThrows(IllegalStateException.class, () -> e.check(d.k[first], d.v1[first], d.v2[first], true));
    }

    @Test
    void appendChecksCountAndSum() {
        Expected e = new Expected(Workload.W4, d, 1000);
        for (int i = 0; i < 1000; i++) {
            e.check(d.k[i], d.v1[i], d.v2[i], true);
        }
        assertEquals(1000, e.finish());
        e.reset();
        for (int i = 0; i < 1000; i++) {
            e.check(d.k[i], i == 5 ? 0 : d.v1[i], d.v2[i], true);
        }
        assertTrue(assertThrows(IllegalStateException.class, e::finish).getMessage().startsWith("W4: sum(v1) read "));
    }

    @Test
    void sameAsciiComparesLengthAndBytes() {
        byte[] abc = {'a', 'b', 'c'};
        assertTrue(Expected.sameAscii("abc", abc));
        assertFalse(Expected.sameAscii("abd", abc));
        assertFalse(Expected.sameAscii("ab", abc));
        assertFalse(Expected.sameAscii(null, abc));
        assertFalse(Expected.sameAscii("abc", null));
    }

    @Test
    void v3EqualsComparesTheWindowWithTheKeysExpectedBytes() {
        Expected e = new Expected(Workload.W1, d, 250_000);
        int[] last = d.lastRowOfKey(250_000);
        int key = (int) d.k[0];
        byte[] want = d.v3[last[key]];
        byte[] page = new byte[want.length + 2];
        System.arraycopy(want, 0, page, 1, want.length);
        assertTrue(e.v3Equals(key, page, 1, want.length));
        assertFalse(e.v3Equals(key, page, 1, want.length - 1));
        assertFalse(e.v3Equals(key, page, 0, want.length));
        page[1 + want.length - 1] ^= 1;
        assertFalse(e.v3Equals(key, page, 1, want.length));
        page[1 + want.length - 1] ^= 1;
        int other = 0;
        while (other == key || last[other] < 0 || java.util.Arrays.equals(d.v3[last[other]], want)) {
            other++;
        }
        assertTrue(e.v3Equals(other, d.v3[last[other]], 0, d.v3[last[other]].length));
        assertFalse(e.v3Equals(other, page, 1, want.length));
        int never = 0;
        while (last[never] >= 0) {
            never++;
        }
        assertFalse(e.v3Equals(never, page, 1, want.length));
        assertFalse(e.v3Equals(-1, page, 1, want.length));
        assertFalse(new Expected(Workload.W4, d, 1000).v3Equals(key, page, 1, want.length));
    }
}
