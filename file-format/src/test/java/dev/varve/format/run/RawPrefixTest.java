package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.CorruptFileException;
import dev.varve.format.MemoryFileIO;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32C;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Version 2's raw prefix (FORMAT.md "Raw prefix"): a PLAIN BYTES chunk keeps its null section and
 * bit-packed lengths raw and compresses only the value bytes; the values come back, and a prefix
 * length the chunk cannot hold is a corrupt file.
 */
class RawPrefixTest {
    private static final RowType TYPE = new RowType(List.of(new DataField(0, "s", DataType.string())));

    private static String[] values(int n) {
        Random r = new Random(5);
        String[] v = new String[n];
        for (int i = 0; i < n; i++) {
            if (i % 11 == 3) {
                continue; // null
            }
            StringBuilder sb = new StringBuilder();
            int len = 16 + r.nextInt(17);
            for (int j = 0; j < len; j++) {
                int c = r.nextInt(52);
                sb.append((char) (c < 26 ? 'A' + c : 'a' + c - 26));
            }
            v[i] = sb.toString();
        }
        return v;
    }

    private static byte[] write(MemoryFileIO io, String codec, String[] v) throws IOException {
        RunWriter w = new RunWriter(io, "/s.vrf", TYPE, RunWriterOptions.defaults().withCompression(codec));
        for (int i = 0; i < v.length; i++) {
            w.add(new byte[] {(byte) (i >> 8), (byte) i}, i, RowKind.INSERT, GenericRow.of(v[i]));
        }
        w.finish();
        return io.readFully("/s.vrf");
    }

    /** Offset of page 0's value chunk header. */
    private static int valueChunk(byte[] f) {
        ByteBuffer b = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
        int pos = RunFormat.HEADER_SIZE + RunFormat.PAGE_HEADER_SIZE;
        for (int chunk = 0; chunk < 3; chunk++) {
            pos += RunFormat.CHUNK_HEADER_SIZE + b.getInt(pos + 5);
        }
        return pos;
    }

    @ParameterizedTest
    @ValueSource(strings = {"zstd", "lz4"})
    void textChunksCompressOnlyTheirValueBytesAndReadBack(String codec) throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        String[] v = values(1000);
        byte[] f = write(io, codec, v);
        int at = valueChunk(f);
        if ("zstd".equals(codec)) {
            assertEquals(RunFormat.CODEC_RAW_PREFIX | RunFormat.CODEC_ZSTD, f[at] & 0xFF);
        } else { // lz4 has no entropy coder: random letters do not shrink by 1/8 and are stored raw
            assertEquals(RunFormat.CODEC_NONE, f[at] & 0xFF);
        }
        try (RunReader r = RunReader.open(io, "/s.vrf", TYPE); RunCursor c = r.cursor(null, null, null)) {
            for (String s : v) {
                assertTrue(c.next());
                if (s == null) {
                    assertTrue(c.value().isNullAt(0));
                } else {
                    assertEquals(s, c.value().getString(0).toString());
                }
            }
            assertFalse(c.next());
            assertEquals(v[500], r.lookup(new byte[] {(byte) (500 >> 8), (byte) 500}).value().getString(0).toString());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 1, 1 << 20})
    void aPrefixLengthTheChunkCannotHoldIsCorrupt(int delta) throws IOException {
        MemoryFileIO io = new MemoryFileIO();
        byte[] f = write(io, "zstd", values(1000));
        int at = valueChunk(f);
        ByteBuffer b = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
        int stored = b.getInt(at + 5);
        int p = b.getInt(at + RunFormat.CHUNK_HEADER_SIZE);
        b.putInt(at + RunFormat.CHUNK_HEADER_SIZE, delta == -1 ? stored : p + delta);
        // re-seal the page so only the prefix length is wrong
        int pageEnd = (int) ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN).getLong(f.length - 24);
        int pageLen = 0;
        try (RunReader r = RunReader.open(io, "/s.vrf", TYPE)) {
            pageLen = (int) (r.meta().getPageCount() == 1 ? pageEnd - RunFormat.HEADER_SIZE : -1);
        }
        if (pageLen < 0) {
            // first page: its length from the walk of its chunks
            int pos = RunFormat.HEADER_SIZE + RunFormat.PAGE_HEADER_SIZE;
            for (int chunk = 0; chunk < 4; chunk++) {
                pos += RunFormat.CHUNK_HEADER_SIZE + b.getInt(pos + 5);
            }
            pageLen = pos - RunFormat.HEADER_SIZE;
        }
        CRC32C crc = new CRC32C();
        crc.update(f, RunFormat.HEADER_SIZE + 4, pageLen - 4);
        b.putInt(RunFormat.HEADER_SIZE, (int) crc.getValue());
        MemoryFileIO bad = new MemoryFileIO();
        try (dev.varve.format.PositionOutput o = bad.create("/s.vrf")) {
            o.write(f, 0, f.length);
        }
        assertThrows(CorruptFileException.class, () -> {
            try (RunReader r = RunReader.open(bad, "/s.vrf", TYPE); RunCursor c = r.cursor(null, null, null)) {
                while (c.next()) {
                    c.value().getString(0);
                }
            }
        });
    }
}
