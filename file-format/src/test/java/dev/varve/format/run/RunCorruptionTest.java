package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.varve.format.CorruptFileException;
import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every flipped bit and every truncation of a small run file must be reported as corruption. */
class RunCorruptionTest {
    static final RowType TYPE = new RowType(List.of(
            new DataField(0, "id", DataType.bigint()),
            new DataField(1, "name", DataType.string()),
            new DataField(2, "tags", DataType.array(DataType.intType())),
            new DataField(3, "ts", DataType.timestamp(6))));

    private static byte[] smallFile(String codec) throws IOException {
        SplittableRandom rnd = new SplittableRandom(11);
        List<Rec> recs = RandomRuns.randomRecords(rnd, TYPE, 60, false);
        MemoryFileIO io = new MemoryFileIO();
        RunFormatPropertiesTest.write(io, "/f.vrf", TYPE, recs,
                RunWriterOptions.defaults().withCompression(codec).withTargetPageBytes(1024));
        return io.readFully("/f.vrf");
    }

    /** Opens and reads everything; returns the number of rows. */
    private static long readAll(byte[] file) throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        io.tryCreateAtomically("/x.vrf", file);
        long n = 0;
        try (RunReader r = RunReader.open(io, "/x.vrf", TYPE); RunCursor c = r.cursor(null, null, null)) {
            while (c.next()) {
                n++;
                for (int i = 0; i < TYPE.size(); i++) {
                    c.value().getField(i);
                }
                if (n % 16 == 1) {
                    r.lookup(c.key());
                }
            }
        }
        return n;
    }

    @ParameterizedTest
    @ValueSource(strings = {"none", "lz4", "zstd"})
    void everyFlippedBitIsDetected(String codec) throws IOException {
        byte[] good = smallFile(codec);
        assertEquals(60, readAll(good));
        assertTrue(good.length > 1000 && good.length < 8000, "file of " + good.length + " bytes has several pages");
        for (int i = 0; i < good.length; i++) {
            for (int bit : new int[] {(i * 5) % 8}) {
                byte[] bad = good.clone();
                bad[i] ^= (byte) (1 << bit);
                try {
                    readAll(bad);
                    fail("flipping bit " + bit + " of byte " + i + " of " + good.length + " went unnoticed");
                } catch (CorruptFileException expected) {
                    assertTrue(expected.getMessage().contains("/x.vrf"), expected.getMessage());
                } catch (IOException | RuntimeException other) {
                    throw new AssertionError("flipping bit " + bit + " of byte " + i + " gave " + other, other);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"none", "zstd"})
    void everyTruncationIsDetected(String codec) throws IOException {
        byte[] good = smallFile(codec);
        for (int len = 0; len < good.length; len++) {
            byte[] bad = Arrays.copyOf(good, len);
            try {
                readAll(bad);
                fail("truncation to " + len + " of " + good.length + " bytes went unnoticed");
            } catch (CorruptFileException expected) {
                assertTrue(expected.getMessage().contains("/x.vrf"), expected.getMessage());
            } catch (IOException | RuntimeException other) {
                throw new AssertionError("truncation to " + len + " gave " + other, other);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 2, 4})
    void wrongMagicAndUnknownVersionAreNamed(int where) throws IOException {
        byte[] bad = smallFile("none");
        if (where == 4) {
            bad[4] = 4; // version 4 does not exist yet
        } else {
            bad[where] = 'X';
        }
        CorruptFileException e = assertThrows(CorruptFileException.class, () -> readAll(bad));
        assertTrue(e.getMessage().contains(where == 4 ? "unsupported format version 4" : "wrong header magic"), e.getMessage());
        assertEquals(where == 4 ? 4 : 0, e.offset());
        assertEquals("/x.vrf", e.path());
    }
}
