package dev.varve.row;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses SQL type strings in the Flink dialect: {@code INT}, {@code INTEGER}, {@code DECIMAL(10,2)},
 * {@code VARCHAR(5)}, {@code STRING}, {@code BYTES}, {@code TIMESTAMP(3)}, {@code TIMESTAMP_LTZ(3)},
 * {@code TIMESTAMP(3) WITH LOCAL TIME ZONE}, {@code ARRAY<INT>}, {@code MAP<STRING, INT>},
 * {@code ROW<a INT, b STRING>} (also {@code ROW(a INT, ...)}), each optionally {@code NOT NULL} / {@code NULL}.
 */
public final class DataTypeParser {
    private final String s;
    private int pos;

    private DataTypeParser(String s) {
        this.s = s;
    }

    public static DataType parse(String sql) {
        DataTypeParser p = new DataTypeParser(sql);
        DataType t = p.type();
        p.skipWs();
        if (p.pos != sql.length()) {
            throw p.error("unexpected '" + sql.substring(p.pos) + "'");
        }
        return t;
    }

    private IllegalArgumentException error(String msg) {
        return new IllegalArgumentException("invalid type '" + s + "': " + msg);
    }

    private void skipWs() {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
    }

    private String word() {
        skipWs();
        int start = pos;
        if (pos < s.length() && s.charAt(pos) == '`') {
            pos++;
            StringBuilder sb = new StringBuilder();
            while (pos < s.length()) {
                char c = s.charAt(pos++);
                if (c == '`') {
                    if (pos < s.length() && s.charAt(pos) == '`') {
                        sb.append('`');
                        pos++;
                    } else {
                        return sb.toString();
                    }
                } else {
                    sb.append(c);
                }
            }
            throw error("unterminated quoted name");
        }
        while (pos < s.length() && (Character.isLetterOrDigit(s.charAt(pos)) || s.charAt(pos) == '_')) {
            pos++;
        }
        if (start == pos) {
            throw error("expected a name at position " + pos);
        }
        return s.substring(start, pos);
    }

    private boolean peek(char c) {
        skipWs();
        return pos < s.length() && s.charAt(pos) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "' at position " + pos);
        }
        pos++;
    }

    private boolean peekWord(String w) {
        skipWs();
        int save = pos;
        if (pos < s.length() && Character.isLetter(s.charAt(pos))) {
            String got = word();
            if (got.equalsIgnoreCase(w)) {
                return true;
            }
        }
        pos = save;
        return false;
    }

    private int number() {
        skipWs();
        int start = pos;
        while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
            pos++;
        }
        if (start == pos) {
            throw error("expected a number at position " + pos);
        }
        try {
            return Integer.parseInt(s.substring(start, pos));
        } catch (NumberFormatException e) {
            throw error("number out of range: " + s.substring(start, pos));
        }
    }

    private int optParam(int dflt) {
        if (peek('(')) {
            pos++;
            int n = number();
            expect(')');
            return n;
        }
        return dflt;
    }

    private DataType type() {
        String w = DataType.upper(word());
        DataType t;
        switch (w) {
            case "BOOLEAN": case "BOOL": t = DataType.booleanType(); break;
            case "TINYINT": t = DataType.tinyint(); break;
            case "SMALLINT": t = DataType.smallint(); break;
            case "INT": case "INTEGER": t = DataType.intType(); break;
            case "BIGINT": t = DataType.bigint(); break;
            case "FLOAT": t = DataType.floatType(); break;
            case "DOUBLE":
                peekWord("PRECISION");
                t = DataType.doubleType();
                break;
            case "DECIMAL": case "DEC": case "NUMERIC": {
                int p = 10;
                int sc = 0;
                if (peek('(')) {
                    pos++;
                    p = number();
                    if (peek(',')) {
                        pos++;
                        sc = number();
                    }
                    expect(')');
                }
                try {
                    t = DataType.decimal(p, sc);
                } catch (IllegalArgumentException e) {
                    throw error(e.getMessage());
                }
                break;
            }
            case "CHAR": case "CHARACTER":
                if (peekWord("VARYING")) {
                    t = sized(TypeRoot.VARCHAR, optParam(1));
                } else {
                    t = sized(TypeRoot.CHAR, optParam(1));
                }
                break;
            case "VARCHAR": t = sized(TypeRoot.VARCHAR, optParam(1)); break;
            case "STRING": t = DataType.string(); break;
            case "BINARY": t = sized(TypeRoot.BINARY, optParam(1)); break;
            case "VARBINARY": t = sized(TypeRoot.VARBINARY, optParam(1)); break;
            case "BYTES": t = DataType.bytes(); break;
            case "DATE": t = DataType.date(); break;
            case "TIME": {
                int p = optParam(0);
                if (peekWord("WITHOUT")) {
                    timeZoneTail();
                }
                t = timed(TypeRoot.TIME, p);
                break;
            }
            case "TIMESTAMP": {
                int p = optParam(6);
                if (peekWord("WITH")) {
                    if (!peekWord("LOCAL")) {
                        throw error("TIMESTAMP WITH TIME ZONE is not supported; use TIMESTAMP_LTZ");
                    }
                    timeZoneTail();
                    t = timed(TypeRoot.TIMESTAMP_LTZ, p);
                } else {
                    if (peekWord("WITHOUT")) {
                        timeZoneTail();
                    }
                    t = timed(TypeRoot.TIMESTAMP, p);
                }
                break;
            }
            case "TIMESTAMP_LTZ": t = timed(TypeRoot.TIMESTAMP_LTZ, optParam(6)); break;
            case "ARRAY": {
                DataType e;
                if (peek('<')) {
                    pos++;
                    e = type();
                    expect('>');
                } else {
                    throw error("ARRAY needs an element type, e.g. ARRAY<INT>");
                }
                t = DataType.array(e);
                break;
            }
            case "MULTISET":
                throw error("MULTISET is not supported");
            case "MAP": {
                expect('<');
                DataType k = type();
                expect(',');
                DataType v = type();
                expect('>');
                t = DataType.map(k, v);
                break;
            }
            case "ROW": {
                char close;
                if (peek('<')) {
                    close = '>';
                } else if (peek('(')) {
                    close = ')';
                } else {
                    throw error("ROW needs fields, e.g. ROW<a INT, b STRING>");
                }
                pos++;
                List<DataField> fields = new ArrayList<>();
                if (!peek(close)) {
                    do {
                        if (peek(',')) {
                            pos++;
                        }
                        String name = word();
                        DataType ft = type();
                        skipWs();
                        if (peekWord("COMMENT")) {
                            skipWs();
                            stringLiteral();
                        }
                        fields.add(new DataField(fields.size(), name, ft));
                    } while (peek(','));
                }
                expect(close);
                t = DataType.row(fields);
                break;
            }
            default:
                throw error("unknown type " + w);
        }
        if (peekWord("NOT")) {
            if (!peekWord("NULL")) {
                throw error("expected NULL after NOT");
            }
            return t.notNull();
        }
        peekWord("NULL");
        return t;
    }

    private void stringLiteral() {
        expect('\'');
        while (pos < s.length()) {
            char c = s.charAt(pos++);
            if (c == '\'') {
                if (pos < s.length() && s.charAt(pos) == '\'') {
                    pos++;
                } else {
                    return;
                }
            }
        }
        throw error("unterminated string");
    }

    private void timeZoneTail() {
        if (!(peekWord("TIME") && peekWord("ZONE"))) {
            throw error("expected TIME ZONE");
        }
    }

    private DataType sized(TypeRoot root, int len) {
        try {
            switch (root) {
                case CHAR: return DataType.charType(len);
                case VARCHAR: return DataType.varchar(len);
                case BINARY: return DataType.binary(len);
                default: return DataType.varbinary(len);
            }
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
        }
    }

    private DataType timed(TypeRoot root, int p) {
        try {
            switch (root) {
                case TIME: return DataType.time(p);
                case TIMESTAMP: return DataType.timestamp(p);
                default: return DataType.timestampLtz(p);
            }
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
        }
    }
}
