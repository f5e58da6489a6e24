package dev.varve.kernel.table;

import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * Writes the metadata files a commit produces (manifests, manifest lists, snapshots) into one
 * reused byte buffer, byte for byte as {@link Json#write} writes them through Jackson (indented
 * output, null fields left out, the trailing {@code "crc32c"} field of METADATA_FORMAT.md), but
 * without building the document as strings: a commit serializes its metadata without
 * allocating. Files written either way read back with {@link Json#read}.
 *
 * <p>Reuse contract: every {@code write*} call overwrites the buffer; {@link #buffer()} and
 * {@link #length()} describe the last document until the next call. Not thread-safe (one per
 * committing thread, or guarded by its owner).
 */
final class MetaJsonWriter {
    private static final byte[] HEX_LOWER = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] HEX_UPPER = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] BASE64 =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] CRC_FIELD = ",\n  \"crc32c\" : \"00000000\"\n}\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** Offset of the first placeholder digit in {@link #CRC_FIELD}. */
    private static final int CRC_DIGITS_AT = CRC_FIELD.length - 12;

    private byte[] buf = new byte[4096];
    private int pos;
    private final CRC32C crc = new CRC32C();
    /** Digits of a long, written backwards. */
    private final byte[] digits = new byte[20];

    /** The buffer holding the last document (valid up to {@link #length()}). */
    byte[] buffer() {
        return buf;
    }

    /** Length in bytes of the last document. */
    int length() {
        return pos;
    }

    /** A copy of the last document, exactly {@link #length()} bytes. */
    byte[] toByteArray() {
        return Arrays.copyOf(buf, pos);
    }

    /** A {@link Manifest} of {@code entries} (version 1). */
    void writeManifest(List<ManifestEntry> entries) {
        pos = 0;
        raw("{\n  \"version\" : 1,\n  \"entries\" : ");
        if (entries.isEmpty()) {
            raw("[ ]");
        } else {
            raw("[ ");
            for (int i = 0; i < entries.size(); i++) {
                if (i > 0) {
                    raw(", ");
                }
                entry(entries.get(i));
            }
            raw(" ]");
        }
        finish();
    }

    /** A {@link ManifestList} naming {@code manifests} (version 1). */
    void writeManifestList(List<String> manifests) {
        pos = 0;
        raw("{\n  \"version\" : 1,\n  \"manifests\" : ");
        stringArray(manifests);
        finish();
    }

    /** A {@link Snapshot}. */
    void writeSnapshot(Snapshot s) {
        pos = 0;
        raw("{\n  \"version\" : ");
        number(s.version);
        field("id");
        number(s.id);
        field("schemaId");
        number(s.schemaId);
        optionalString("baseManifestList", s.baseManifestList);
        optionalString("deltaManifestList", s.deltaManifestList);
        optionalString("changelogManifestList", s.changelogManifestList);
        optionalString("commitUser", s.commitUser);
        field("commitIdentifier");
        number(s.commitIdentifier);
        if (s.commitKind != null) {
            field("commitKind");
            string(s.commitKind.name());
        }
        field("timeMillis");
        number(s.timeMillis);
        field("totalRecordCount");
        number(s.totalRecordCount);
        field("deltaRecordCount");
        number(s.deltaRecordCount);
        field("changelogRecordCount");
        number(s.changelogRecordCount);
        field("revision");
        number(s.revision);
        field("legacyBucketHash");
        raw(s.legacyBucketHash ? "true" : "false");
        finish();
    }

    private void entry(ManifestEntry e) {
        raw("{\n    \"kind\" : ");
        string(e.kind().name());
        raw(",\n    \"partition\" : ");
        stringArray(e.partition().values());
        raw(",\n    \"bucket\" : ");
        number(e.bucket());
        raw(",\n    \"totalBuckets\" : ");
        number(e.totalBuckets());
        DataFileMeta f = e.file();
        if (f != null) {
            raw(",\n    \"file\" : {\n      \"fileName\" : ");
            if (f.fileName() == null) {
                raw("null");
            } else {
                string(f.fileName());
            }
            if (f.kind() != null) {
                raw(",\n      \"kind\" : ");
                string(f.kind().name());
            }
            raw(",\n      \"fileSize\" : ");
            number(f.fileSize());
            raw(",\n      \"rowCount\" : ");
            number(f.rowCount());
            raw(",\n      \"retractCount\" : ");
            number(f.retractCount());
            raw(",\n      \"minKey\" : ");
            base64(f.minKey());
            raw(",\n      \"maxKey\" : ");
            base64(f.maxKey());
            raw(",\n      \"minSequence\" : ");
            number(f.minSequence());
            raw(",\n      \"maxSequence\" : ");
            number(f.maxSequence());
            raw(",\n      \"schemaId\" : ");
            number(f.schemaId());
            raw(",\n      \"level\" : ");
            number(f.level());
            raw(",\n      \"creationTimeMillis\" : ");
            number(f.creationTimeMillis());
            if (f.changelogPendingBatch() != 0) {
                raw(",\n      \"changelogPendingBatch\" : ");
                number(f.changelogPendingBatch());
            }
            raw("\n    }");
        }
        raw(",\n    \"source\" : ");
        string(e.source().name());
        if (e.fileSourceField() != null) {
            raw(",\n    \"fileSource\" : ");
            string(e.fileSourceField().name());
        }
        raw("\n  }");
    }

    private void field(String name) {
        raw(",\n  \"");
        raw(name);
        raw("\" : ");
    }

    private void optionalString(String name, String value) {
        if (value != null) {
            field(name);
            string(value);
        }
    }

    private void stringArray(List<String> values) {
        if (values.isEmpty()) {
            raw("[ ]");
            return;
        }
        raw("[ ");
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                raw(", ");
            }
            String v = values.get(i);
            if (v == null) {
                raw("null");
            } else {
                string(v);
            }
        }
        raw(" ]");
    }

    /** The crc32c field and the closing brace; the checksum covers the document with the placeholder. */
    private void finish() {
        int at = pos;
        ensure(CRC_FIELD.length);
        System.arraycopy(CRC_FIELD, 0, buf, pos, CRC_FIELD.length);
        pos += CRC_FIELD.length;
        crc.reset();
        crc.update(buf, 0, pos);
        long c = crc.getValue();
        int d = at + CRC_DIGITS_AT;
        for (int i = 7; i >= 0; i--) {
            buf[d + i] = HEX_LOWER[(int) (c & 0xF)];
            c >>>= 4;
        }
    }

    /** ASCII text without escaping (the writer's own punctuation and field names). */
    private void raw(String s) {
        int n = s.length();
        ensure(n);
        for (int i = 0; i < n; i++) {
            buf[pos++] = (byte) s.charAt(i);
        }
    }

    private void number(long v) {
        ensure(20);
        if (v == Long.MIN_VALUE) {
            raw("-9223372036854775808");
            return;
        }
        if (v < 0) {
            buf[pos++] = '-';
            v = -v;
        }
        int n = 0;
        do {
            digits[n++] = (byte) ('0' + (int) (v % 10));
            v /= 10;
        } while (v != 0);
        while (n > 0) {
            buf[pos++] = digits[--n];
        }
    }

    /**
     * A JSON string as Jackson writes it: {@code "} and {@code \} escaped, control characters as
     * {@code \b \t \n \f \r} or a six-character escape (backslash, u, four hex digits), everything else as UTF-8 (an unpaired surrogate
     * as {@code ?}, as {@link String#getBytes} does).
     */
    private void string(String s) {
        int n = s.length();
        ensure(n * 6 + 2);
        buf[pos++] = '"';
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                if (c >= 0x20 && c != '"' && c != '\\') {
                    buf[pos++] = (byte) c;
                } else {
                    escape(c);
                }
            } else if (c < 0x800) {
                buf[pos++] = (byte) (0xC0 | (c >> 6));
                buf[pos++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    int cp = Character.toCodePoint(c, s.charAt(++i));
                    buf[pos++] = (byte) (0xF0 | (cp >> 18));
                    buf[pos++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                    buf[pos++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                    buf[pos++] = (byte) (0x80 | (cp & 0x3F));
                } else {
                    buf[pos++] = '?';
                }
            } else {
                buf[pos++] = (byte) (0xE0 | (c >> 12));
                buf[pos++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                buf[pos++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        buf[pos++] = '"';
    }

    private void escape(char c) {
        buf[pos++] = '\\';
        switch (c) {
            case '"': buf[pos++] = '"'; return;
            case '\\': buf[pos++] = '\\'; return;
            case '\b': buf[pos++] = 'b'; return;
            case '\t': buf[pos++] = 't'; return;
            case '\n': buf[pos++] = 'n'; return;
            case '\f': buf[pos++] = 'f'; return;
            case '\r': buf[pos++] = 'r'; return;
            default:
                buf[pos++] = 'u';
                buf[pos++] = '0';
                buf[pos++] = '0';
                buf[pos++] = HEX_UPPER[c >> 4];
                buf[pos++] = HEX_UPPER[c & 0xF];
        }
    }

    /** Standard base64 with padding, quoted (as {@link java.util.Base64#getEncoder()}). */
    private void base64(byte[] b) {
        int n = b.length;
        ensure((n + 2) / 3 * 4 + 2);
        buf[pos++] = '"';
        int i = 0;
        for (; i + 3 <= n; i += 3) {
            int v = (b[i] & 0xFF) << 16 | (b[i + 1] & 0xFF) << 8 | (b[i + 2] & 0xFF);
            buf[pos++] = BASE64[v >>> 18];
            buf[pos++] = BASE64[(v >>> 12) & 0x3F];
            buf[pos++] = BASE64[(v >>> 6) & 0x3F];
            buf[pos++] = BASE64[v & 0x3F];
        }
        int rest = n - i;
        if (rest == 1) {
            int v = (b[i] & 0xFF) << 16;
            buf[pos++] = BASE64[v >>> 18];
            buf[pos++] = BASE64[(v >>> 12) & 0x3F];
            buf[pos++] = '=';
            buf[pos++] = '=';
        } else if (rest == 2) {
            int v = (b[i] & 0xFF) << 16 | (b[i + 1] & 0xFF) << 8;
            buf[pos++] = BASE64[v >>> 18];
            buf[pos++] = BASE64[(v >>> 12) & 0x3F];
            buf[pos++] = BASE64[(v >>> 6) & 0x3F];
            buf[pos++] = '=';
        }
        buf[pos++] = '"';
    }

    private void ensure(int more) {
        if (pos + more > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + more));
        }
    }
}
