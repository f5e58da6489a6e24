package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.GenericRow;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;
import org.apache.calcite.avatica.util.TimeUnit;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIntervalQualifier;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.ParsePosition;
import java.text.SimpleDateFormat;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Flink SQL's built-in scalar functions, as Flink 2.0 evaluates them (checked on Flink 2.0 + Paimon 1.4.2 by the
 * {@code sweep15_fn_*} goldens): string, numeric, temporal, collection and type functions. Each entry compiles a call
 * into an {@link Expr} whose type is Flink's result type; a NULL argument gives NULL unless the function says
 * otherwise. Temporal functions use the session time zone, the JVM's default, as Flink's {@code table.local-time-zone}
 * does by default. Stateless; thread-safe.
 */
final class Functions {
    private Functions() {
    }

    private static final Pattern DATE_TIME_TEXT = Pattern.compile("\\d{1,9}-\\d{1,2}-\\d{1,2} \\d{1,2}:\\d{1,2}:\\d{1,2}(\\.\\d{1,9})?");

    /** The session time zone (Flink's default {@code table.local-time-zone}: the system's). */
    static ZoneId zone() {
        return ZoneId.systemDefault();
    }

    /** A compiled call, or null when {@code name} is not a function known here. */
    static Expr compile(ExprCompiler ec, SqlCall c, String name, String text) {
        List<SqlNode> nodes = c.getOperandList();
        switch (name) {
            // ---- strings --------------------------------------------------------------------------------------
            case "UPPER": case "LOWER": {
                boolean up = name.equals("UPPER");
                return strFn(ec, c, text, 1, 1, a -> up ? str(a[0]).toUpperCase(Locale.ROOT) : str(a[0]).toLowerCase(Locale.ROOT));
            }
            case "CHAR_LENGTH": case "CHARACTER_LENGTH":
                return fn(ec, c, text, 1, 1, DataType.intType(), a -> codePoints(str(a[0])));
            case "||": case "CONCAT":
                return fn(ec, c, text, 1, Integer.MAX_VALUE, DataType.string(), a -> {
                    StringBuilder sb = new StringBuilder();
                    for (Object v : a) {
                        sb.append(str(v));
                    }
                    return sb.toString();
                });
            case "CONCAT_WS": {
                List<Expr> ops = args(ec, c, text, 2, Integer.MAX_VALUE);
                return new Expr(DataType.string(), text, r -> {
                    Object sep = ops.get(0).eval(r);
                    if (sep == null) {
                        return null;
                    }
                    StringBuilder sb = new StringBuilder();
                    boolean first = true;
                    for (int i = 1; i < ops.size(); i++) {
                        Object v = ops.get(i).eval(r);
                        if (v != null) {
                            if (!first) {
                                sb.append(str(sep));
                            }
                            sb.append(str(v));
                            first = false;
                        }
                    }
                    return sb.toString();
                });
            }
            case "SUBSTRING": case "SUBSTR":
                return strFn(ec, c, text, 2, 3, a -> substring(str(a[0]), toInt(a[1]), a.length > 2 ? toInt(a[2]) : Integer.MAX_VALUE));
            case "TRIM": {
                // TRIM([BOTH | LEADING | TRAILING] [chars] FROM s): operands (flag, chars, s)
                String flag = ((SqlLiteral) nodes.get(0)).getValue().toString();
                Expr chars = ec.compile(nodes.get(1));
                Expr s = ec.compile(nodes.get(2));
                boolean lead = !flag.equals("TRAILING");
                boolean trail = !flag.equals("LEADING");
                return new Expr(DataType.string(), text, r -> {
                    Object v = s.eval(r);
                    Object set = chars.eval(r);
                    return v == null || set == null ? null : trim(str(v), str(set), lead, trail);
                });
            }
            case "LTRIM": case "RTRIM": {
                boolean left = name.equals("LTRIM");
                return strFn(ec, c, text, 1, 2, a -> trim(str(a[0]), a.length > 1 ? str(a[1]) : " ", left, !left));
            }
            case "REPLACE":
                return strFn(ec, c, text, 3, 3, a -> str(a[0]).replace(str(a[1]), str(a[2])));
            case "LPAD": case "RPAD": {
                boolean left = name.equals("LPAD");
                return strFn(ec, c, text, 3, 3, a -> pad(str(a[0]), toInt(a[1]), str(a[2]), left));
            }
            case "REPEAT":
                return strFn(ec, c, text, 2, 2, a -> str(a[0]).repeat(Math.max(0, toInt(a[1]))));
            case "REVERSE":
                return strFn(ec, c, text, 1, 1, a -> new StringBuilder(str(a[0])).reverse().toString());
            case "POSITION":
                // POSITION(sub IN s)
                return fn(ec, c, text, 2, 2, DataType.intType(), a -> locate(str(a[0]), str(a[1]), 1));
            case "LOCATE":
                return fn(ec, c, text, 2, 3, DataType.intType(), a -> locate(str(a[0]), str(a[1]), a.length > 2 ? toInt(a[2]) : 1));
            case "INSTR":
                return fn(ec, c, text, 2, 2, DataType.intType(), a -> locate(str(a[1]), str(a[0]), 1));
            case "INITCAP":
                return strFn(ec, c, text, 1, 1, a -> initcap(str(a[0])));
            case "LEFT": case "RIGHT": {
                boolean left = name.equals("LEFT");
                return strFn(ec, c, text, 2, 2, a -> {
                    String s = str(a[0]);
                    int n = Math.max(0, Math.min(toInt(a[1]), codePoints(s)));
                    return left ? s.substring(0, s.offsetByCodePoints(0, n))
                            : s.substring(s.offsetByCodePoints(0, codePoints(s) - n));
                });
            }
            case "SPLIT_INDEX":
                return strFn(ec, c, text, 3, 3, a -> splitIndex(str(a[0]), str(a[1]), toInt(a[2])));
            case "REGEXP_REPLACE":
                return strFn(ec, c, text, 3, 3, a -> {
                    Pattern p = regex(str(a[1]));
                    return p == null ? null : p.matcher(str(a[0])).replaceAll(str(a[2]));
                });
            case "REGEXP_EXTRACT":
                return strFn(ec, c, text, 2, 3, a -> {
                    Pattern p = regex(str(a[1]));
                    if (p == null) {
                        return null;
                    }
                    Matcher m = p.matcher(str(a[0]));
                    int g = a.length > 2 ? toInt(a[2]) : 0;
                    return m.find() && g >= 0 && g <= m.groupCount() ? m.group(g) : null;
                });
            case "REGEXP":
                return fn(ec, c, text, 2, 2, DataType.booleanType(), a -> {
                    Pattern p = regex(str(a[1]));
                    return p == null ? null : p.matcher(str(a[0])).find();
                });
            case "OVERLAY":
                // OVERLAY(s PLACING r FROM pos [FOR len])
                return strFn(ec, c, text, 3, 4, a -> {
                    String s = str(a[0]);
                    String r = str(a[1]);
                    int len = a.length > 3 ? toInt(a[3]) : codePoints(r);
                    return substring(s, 1, toInt(a[2]) - 1) + r + substring(s, toInt(a[2]) + len, Integer.MAX_VALUE);
                });
            case "ASCII":
                return fn(ec, c, text, 1, 1, DataType.intType(), a -> {
                    byte[] b = str(a[0]).getBytes(StandardCharsets.UTF_8);
                    return b.length == 0 ? 0 : (int) b[0];
                });
            case "CHR":
                return strFn(ec, c, text, 1, 1, a -> {
                    long n = toLong(a[0]);
                    return n < 0 ? "" : String.valueOf((char) (n % 256));
                });
            case "MD5": return digest(ec, c, text, "MD5");
            case "SHA1": return digest(ec, c, text, "SHA-1");
            case "SHA224": return digest(ec, c, text, "SHA-224");
            case "SHA256": return digest(ec, c, text, "SHA-256");
            case "SHA384": return digest(ec, c, text, "SHA-384");
            case "SHA512": return digest(ec, c, text, "SHA-512");
            case "TO_BASE64":
                return strFn(ec, c, text, 1, 1, a -> Base64.getEncoder().encodeToString(bytes(a[0])));
            case "FROM_BASE64":
                return strFn(ec, c, text, 1, 1, a -> new String(Base64.getDecoder().decode(str(a[0])), StandardCharsets.UTF_8));
            case "BIN":
                return strFn(ec, c, text, 1, 1, a -> Long.toBinaryString(toLong(a[0])));
            case "HEX":
                return strFn(ec, c, text, 1, 1, a -> {
                    if (a[0] instanceof Number && !(a[0] instanceof BigDecimal)) {
                        return Long.toHexString(((Number) a[0]).longValue()).toUpperCase(Locale.ROOT);
                    }
                    StringBuilder sb = new StringBuilder();
                    for (byte b : bytes(a[0])) {
                        sb.append(String.format(Locale.ROOT, "%02X", b & 0xff));
                    }
                    return sb.toString();
                });
            case "IS_DIGIT": case "IS_ALPHA": case "IS_DECIMAL": {
                Expr e = args(ec, c, text, 1, 1).get(0);
                return new Expr(DataType.booleanType().notNull(), text, r -> {
                    Object v = e.eval(r);
                    return v != null && isKind(name, str(v));
                });
            }
            case "NOW": case "CURRENT_TIMESTAMP": case "CURRENT_DATE": case "LOCALTIMESTAMP": case "CURRENT_TIME": case "LOCALTIME":
                args(ec, c, text, 0, 0);
                return niladic(name, text);
            case "UUID":
                args(ec, c, text, 0, 0);
                return new Expr(DataType.string().notNull(), text, r -> UUID.randomUUID().toString());

            // ---- numbers --------------------------------------------------------------------------------------
            case "ABS": {
                Expr e = args(ec, c, text, 1, 1).get(0);
                numeric(e, text);
                return new Expr(e.type, text, r -> {
                    Object v = e.eval(r);
                    return v == null ? null : Values.compare(v, 0) < 0 ? Values.negate(v) : v;
                });
            }
            case "MOD": {
                List<Expr> ops = args(ec, c, text, 2, 2);
                DataType t = Types.arithmetic('%', ops.get(0).type, ops.get(1).type);
                return new Expr(t, text, r -> Values.arithmetic('%', ops.get(0).eval(r), ops.get(1).eval(r), t));
            }
            case "ROUND": case "TRUNCATE": {
                List<Expr> ops = args(ec, c, text, 1, 2);
                Expr x = ops.get(0);
                numeric(x, text);
                if (ops.size() > 1 && !(nodes.get(1) instanceof SqlLiteral || nodes.get(1).getKind() == org.apache.calcite.sql.SqlKind.MINUS_PREFIX)) {
                    throw new SqlError(text + ": the number of digits must be a constant");
                }
                int digits = ops.size() > 1 ? toInt(ops.get(1).eval(new Object[0])) : 0;
                RoundingMode mode = name.equals("ROUND") ? RoundingMode.HALF_UP : RoundingMode.DOWN;
                DataType t = x.type;
                if (t != null && t.root() == TypeRoot.DECIMAL) {
                    t = roundedDecimal(t, digits);
                }
                DataType type = t;
                return new Expr(type, text, r -> round(x.eval(r), digits, mode, type));
            }
            case "FLOOR": case "CEIL": case "CEILING": {
                boolean floor = name.equals("FLOOR");
                if (nodes.size() == 2) {
                    Expr x = ec.compile(nodes.get(0));
                    TimeUnit unit = ((SqlIntervalQualifier) nodes.get(1)).getStartUnit();
                    return new Expr(x.type, text, r -> {
                        Object v = x.eval(r);
                        return v == null ? null : floorTime(v, unit, floor);
                    });
                }
                Expr x = args(ec, c, text, 1, 1).get(0);
                numeric(x, text);
                DataType t = x.type != null && x.type.root() == TypeRoot.DECIMAL ? roundedDecimal(x.type, 0) : x.type;
                RoundingMode mode = floor ? RoundingMode.FLOOR : RoundingMode.CEILING;
                return new Expr(t, text, r -> round(x.eval(r), 0, mode, t));
            }
            case "SIGN": {
                Expr x = args(ec, c, text, 1, 1).get(0);
                numeric(x, text);
                return new Expr(x.type, text, r -> {
                    Object v = x.eval(r);
                    if (v == null) {
                        return null;
                    }
                    int s = Values.compare(v, 0);
                    s = Integer.signum(s);
                    return Casts.cast(s, x.type);
                });
            }
            case "POWER": return dbl(ec, c, text, 2, a -> Math.pow(a[0], a[1]));
            case "SQRT": return dbl(ec, c, text, 1, a -> Math.sqrt(a[0]));
            case "EXP": return dbl(ec, c, text, 1, a -> Math.exp(a[0]));
            case "LN": return dbl(ec, c, text, 1, a -> Math.log(a[0]));
            case "LOG10": return dbl(ec, c, text, 1, a -> Math.log10(a[0]));
            case "LOG2": return dbl(ec, c, text, 1, a -> Math.log(a[0]) / Math.log(2));
            case "LOG":
                if (nodes.size() == 1) {
                    return dbl(ec, c, text, 1, a -> Math.log(a[0]));
                }
                return dbl(ec, c, text, 2, a -> Math.log(a[1]) / Math.log(a[0]));
            case "SIN": return dbl(ec, c, text, 1, a -> Math.sin(a[0]));
            case "COS": return dbl(ec, c, text, 1, a -> Math.cos(a[0]));
            case "TAN": return dbl(ec, c, text, 1, a -> Math.tan(a[0]));
            case "COT": return dbl(ec, c, text, 1, a -> 1.0d / Math.tan(a[0]));
            case "ASIN": return dbl(ec, c, text, 1, a -> Math.asin(a[0]));
            case "ACOS": return dbl(ec, c, text, 1, a -> Math.acos(a[0]));
            case "ATAN": return dbl(ec, c, text, 1, a -> Math.atan(a[0]));
            case "ATAN2": return dbl(ec, c, text, 2, a -> Math.atan2(a[0], a[1]));
            case "SINH": return dbl(ec, c, text, 1, a -> Math.sinh(a[0]));
            case "COSH": return dbl(ec, c, text, 1, a -> Math.cosh(a[0]));
            case "TANH": return dbl(ec, c, text, 1, a -> Math.tanh(a[0]));
            case "DEGREES": return dbl(ec, c, text, 1, a -> Math.toDegrees(a[0]));
            case "RADIANS": return dbl(ec, c, text, 1, a -> Math.toRadians(a[0]));
            case "PI": return dbl(ec, c, text, 0, a -> Math.PI);
            case "E": return dbl(ec, c, text, 0, a -> Math.E);
            case "RAND": case "RANDOM":
                args(ec, c, text, 0, 1);
                return new Expr(DataType.doubleType().notNull(), text, r -> Math.random());
            case "GREATEST": case "LEAST": {
                List<Expr> ops = args(ec, c, text, 1, Integer.MAX_VALUE);
                DataType t = null;
                for (Expr e : ops) {
                    t = Types.common(t, e.type);
                }
                DataType type = t;
                boolean greatest = name.equals("GREATEST");
                return new Expr(type, text, r -> {
                    Object best = null;
                    for (Expr e : ops) {
                        Object v = e.eval(r);
                        if (v == null) {
                            return null;
                        }
                        v = type == null ? v : Casts.cast(v, type);
                        if (best == null || (greatest ? Values.compare(v, best) > 0 : Values.compare(v, best) < 0)) {
                            best = v;
                        }
                    }
                    return best;
                });
            }

            // ---- conditions -----------------------------------------------------------------------------------
            case "IF": {
                List<Expr> ops = args(ec, c, text, 3, 3);
                DataType t = Types.common(ops.get(1).type, ops.get(2).type);
                return new Expr(t, text, r -> {
                    Object v = Boolean.TRUE.equals(ops.get(0).eval(r)) ? ops.get(1).eval(r) : ops.get(2).eval(r);
                    return v == null || t == null ? v : Casts.cast(v, t);
                });
            }
            case "IFNULL": {
                List<Expr> ops = args(ec, c, text, 2, 2);
                DataType t = Types.common(ops.get(0).type, ops.get(1).type);
                return new Expr(t, text, r -> {
                    Object v = ops.get(0).eval(r);
                    v = v != null ? v : ops.get(1).eval(r);
                    return v == null || t == null ? v : Casts.cast(v, t);
                });
            }
            case "NULLIF": {
                List<Expr> ops = args(ec, c, text, 2, 2);
                Expr a = ops.get(0);
                Expr b = ops.get(1);
                return new Expr(a.type == null ? null : a.type.nullable(true), text, r -> {
                    Object v = a.eval(r);
                    Object w = b.eval(r);
                    return v != null && w != null && Values.equal(v, w) ? null : v;
                });
            }
            case "COALESCE": {
                List<Expr> ops = args(ec, c, text, 1, Integer.MAX_VALUE);
                DataType t = null;
                for (Expr x : ops) {
                    t = Types.common(t, x.type);
                }
                DataType type = t;
                return new Expr(type, text, r -> {
                    for (Expr x : ops) {
                        Object v = x.eval(r);
                        if (v != null) {
                            return type == null ? v : Casts.cast(v, type);
                        }
                    }
                    return null;
                });
            }
            case "TYPEOF": {
                Expr e = ec.compile(nodes.get(0));
                String t = e.type == null ? "NULL" : Types.flinkString(e.type, true);
                return new Expr(DataType.string().notNull(), text, r -> t);
            }

            // ---- date and time --------------------------------------------------------------------------------
            case "EXTRACT": {
                TimeUnit unit = ((SqlIntervalQualifier) nodes.get(0)).getStartUnit();
                Expr x = ec.compile(nodes.get(1));
                return new Expr(DataType.bigint(), text, r -> {
                    Object v = x.eval(r);
                    return v == null ? null : extract(unit, v);
                });
            }
            case "YEAR": return datePart(ec, c, text, TimeUnit.YEAR);
            case "QUARTER": return datePart(ec, c, text, TimeUnit.QUARTER);
            case "MONTH": return datePart(ec, c, text, TimeUnit.MONTH);
            case "WEEK": return datePart(ec, c, text, TimeUnit.WEEK);
            case "DAYOFYEAR": return datePart(ec, c, text, TimeUnit.DOY);
            case "DAYOFMONTH": return datePart(ec, c, text, TimeUnit.DAY);
            case "DAYOFWEEK": return datePart(ec, c, text, TimeUnit.DOW);
            case "HOUR": return datePart(ec, c, text, TimeUnit.HOUR);
            case "MINUTE": return datePart(ec, c, text, TimeUnit.MINUTE);
            case "SECOND": return datePart(ec, c, text, TimeUnit.SECOND);
            case "DATE_FORMAT":
                return strFn(ec, c, text, 2, 2, a -> {
                    // a string must be 'yyyy-MM-dd HH:mm:ss[.f]' (a date alone gives NULL, as on Flink)
                    LocalDateTime t = a[0] instanceof String
                            ? (DATE_TIME_TEXT.matcher(str(a[0]).strip()).matches() ? parseTimestamp(str(a[0])) : null)
                            : toDateTime(a[0]);
                    return t == null ? null : format(t, str(a[1]));
                });
            case "TO_DATE":
                return fn(ec, c, text, 1, 2, DataType.date(), a -> {
                    if (a.length > 1) {
                        LocalDateTime t = parseWithPattern(str(a[0]), str(a[1]));
                        return t == null ? null : t.toLocalDate();
                    }
                    LocalDateTime t = parseTimestamp(str(a[0]));
                    return t == null ? null : t.toLocalDate();
                });
            case "TO_TIMESTAMP":
                return fn(ec, c, text, 1, 2, DataType.timestamp(3), a -> {
                    LocalDateTime t = a.length > 1 ? parseWithPattern(str(a[0]), str(a[1])) : null;
                    return t != null ? t : parseTimestamp(str(a[0]));
                });
            case "TO_TIMESTAMP_LTZ": {
                List<Expr> ops = args(ec, c, text, 1, 2);
                int precision = ops.size() > 1 ? toInt(ops.get(1).eval(new Object[0])) : 3;
                if (precision != 0 && precision != 3) {
                    throw new SqlError(text + ": the precision must be 0 or 3");
                }
                return new Expr(DataType.timestampLtz(3), text, r -> {
                    Object v = ops.get(0).eval(r);
                    if (v == null) {
                        return null;
                    }
                    if (v instanceof String) {
                        LocalDateTime t = parseTimestamp((String) v);
                        return t == null ? null : t.atZone(zone()).toInstant();
                    }
                    if (v instanceof Double || v instanceof Float || v instanceof BigDecimal) {
                        BigDecimal d = Casts.toBigDecimal(v).multiply(BigDecimal.valueOf(precision == 0 ? 1000 : 1));
                        return Instant.ofEpochMilli(d.setScale(0, RoundingMode.DOWN).longValue());
                    }
                    long n = toLong(v);
                    return precision == 0 ? Instant.ofEpochSecond(n) : Instant.ofEpochMilli(n);
                });
            }
            case "CONVERT_TZ":
                return strFn(ec, c, text, 3, 3, a -> {
                    LocalDateTime t = parseTimestamp(str(a[0]));
                    if (t == null) {
                        return null;
                    }
                    try {
                        LocalDateTime out = t.atZone(ZoneId.of(str(a[1]))).withZoneSameInstant(ZoneId.of(str(a[2]))).toLocalDateTime();
                        return format(out, "yyyy-MM-dd HH:mm:ss");
                    } catch (java.time.DateTimeException e) {
                        throw new SqlError(text + ": unknown time zone (" + e.getMessage() + ")");
                    }
                });
            case "FROM_UNIXTIME":
                return strFn(ec, c, text, 1, 2, a -> format(LocalDateTime.ofInstant(Instant.ofEpochSecond(toLong(a[0])), zone()),
                        a.length > 1 ? str(a[1]) : "yyyy-MM-dd HH:mm:ss"));
            case "UNIX_TIMESTAMP": {
                List<Expr> ops = args(ec, c, text, 0, 2);
                if (ops.isEmpty()) {
                    return new Expr(DataType.bigint().notNull(), text, r -> System.currentTimeMillis() / 1000);
                }
                return new Expr(DataType.bigint(), text, r -> {
                    Object v = ops.get(0).eval(r);
                    Object f = ops.size() > 1 ? ops.get(1).eval(r) : "yyyy-MM-dd HH:mm:ss";
                    if (v == null || f == null) {
                        return null;
                    }
                    return unixTimestamp(str(v), str(f));
                });
            }
            case "TIMESTAMPADD": {
                TimeUnit unit = ((SqlIntervalQualifier) nodes.get(0)).getStartUnit();
                Expr n = ec.compile(nodes.get(1));
                Expr x = ec.compile(nodes.get(2));
                return new Expr(x.type == null ? null : x.type.nullable(true), text, r -> {
                    Object k = n.eval(r);
                    Object v = x.eval(r);
                    return k == null || v == null ? null : addUnits(v, unit, toLong(k));
                });
            }
            case "TIMESTAMPDIFF": {
                TimeUnit unit = ((SqlIntervalQualifier) nodes.get(0)).getStartUnit();
                Expr a = ec.compile(nodes.get(1));
                Expr b = ec.compile(nodes.get(2));
                return new Expr(DataType.intType(), text, r -> {
                    Object x = a.eval(r);
                    Object y = b.eval(r);
                    return x == null || y == null ? null : (int) diff(unit, toDateTime(x), toDateTime(y));
                });
            }
            // ---- collections ----------------------------------------------------------------------------------
            case "CARDINALITY":
                return fn(ec, c, text, 1, 1, DataType.intType(), a -> a[0] instanceof List ? ((List<?>) a[0]).size() : ((Map<?, ?>) a[0]).size());
            case "ELEMENT": {
                Expr e = arrayArg(ec, c, text, 1, 1).get(0);
                return new Expr(e.type.elementType().nullable(true), text, r -> {
                    List<?> l = (List<?>) e.eval(r);
                    if (l == null || l.isEmpty()) {
                        return null;
                    }
                    if (l.size() > 1) {
                        throw new SqlError(text + ": the array has more than one element");
                    }
                    return l.get(0);
                });
            }
            case "ARRAY_CONTAINS": {
                List<Expr> ops = arrayArg(ec, c, text, 2, 2);
                return new Expr(DataType.booleanType(), text, r -> {
                    List<?> l = (List<?>) ops.get(0).eval(r);
                    if (l == null) {
                        return null;
                    }
                    return indexOf(l, ops.get(1).eval(r)) >= 0;
                });
            }
            case "ARRAY_POSITION": {
                List<Expr> ops = arrayArg(ec, c, text, 2, 2);
                return new Expr(DataType.intType(), text, r -> {
                    List<?> l = (List<?>) ops.get(0).eval(r);
                    return l == null ? null : indexOf(l, ops.get(1).eval(r)) + 1;
                });
            }
            case "ARRAY_DISTINCT":
                return arrayFn(ec, c, text, 1, 1, (l, a) -> {
                    List<Object> out = new ArrayList<>();
                    for (Object v : l) {
                        if (indexOf(out, v) < 0) {
                            out.add(v);
                        }
                    }
                    return out;
                });
            case "ARRAY_REMOVE":
                return arrayFn(ec, c, text, 2, 2, (l, a) -> {
                    List<Object> out = new ArrayList<>();
                    for (Object v : l) {
                        if (!same(v, a[1])) {
                            out.add(v);
                        }
                    }
                    return out;
                });
            case "ARRAY_REVERSE":
                return arrayFn(ec, c, text, 1, 1, (l, a) -> {
                    List<Object> out = new ArrayList<>(l);
                    java.util.Collections.reverse(out);
                    return out;
                });
            case "ARRAY_SORT":
                return arrayFn(ec, c, text, 1, 3, (l, a) -> {
                    boolean asc = a.length < 2 || !Boolean.FALSE.equals(a[1]);
                    boolean nullsFirst = a.length < 3 ? asc : Boolean.TRUE.equals(a[2]);
                    List<Object> out = new ArrayList<>(l);
                    out.sort((x, y) -> {
                        if (x == null || y == null) {
                            return x == y ? 0 : (x == null) == nullsFirst ? -1 : 1;
                        }
                        int cmp = ValueComparator.compare(x, y);
                        return asc ? cmp : -cmp;
                    });
                    return out;
                });
            case "ARRAY_MAX": case "ARRAY_MIN": {
                Expr e = arrayArg(ec, c, text, 1, 1).get(0);
                boolean max = name.equals("ARRAY_MAX");
                return new Expr(e.type.elementType().nullable(true), text, r -> {
                    List<?> l = (List<?>) e.eval(r);
                    if (l == null) {
                        return null;
                    }
                    Object best = null;
                    for (Object v : l) {
                        if (v != null && (best == null || (max ? ValueComparator.compare(v, best) > 0 : ValueComparator.compare(v, best) < 0))) {
                            best = v;
                        }
                    }
                    return best;
                });
            }
            case "ARRAY_JOIN": {
                List<Expr> ops = arrayArg(ec, c, text, 2, 3);
                return new Expr(DataType.string(), text, r -> {
                    List<?> l = (List<?>) ops.get(0).eval(r);
                    Object sep = ops.get(1).eval(r);
                    Object nullText = ops.size() > 2 ? ops.get(2).eval(r) : null;
                    if (l == null || sep == null) {
                        return null;
                    }
                    StringBuilder sb = new StringBuilder();
                    boolean first = true;
                    for (Object v : l) {
                        if (v == null && nullText == null) {
                            continue;
                        }
                        if (!first) {
                            sb.append(str(sep));
                        }
                        sb.append(v == null ? str(nullText) : str(v));
                        first = false;
                    }
                    return sb.toString();
                });
            }
            case "ARRAY_CONCAT": {
                List<Expr> ops = arrayArg(ec, c, text, 1, Integer.MAX_VALUE);
                return new Expr(ops.get(0).type.nullable(true), text, r -> {
                    List<Object> out = new ArrayList<>();
                    for (Expr e : ops) {
                        List<?> l = (List<?>) e.eval(r);
                        if (l == null) {
                            return null;
                        }
                        out.addAll(l);
                    }
                    return out;
                });
            }
            case "MAP_KEYS": case "MAP_VALUES": {
                Expr e = args(ec, c, text, 1, 1).get(0);
                mapArg(e, text);
                boolean keys = name.equals("MAP_KEYS");
                DataType t = DataType.array(keys ? e.type.keyType() : e.type.valueType());
                return new Expr(t, text, r -> {
                    Map<?, ?> m = (Map<?, ?>) e.eval(r);
                    return m == null ? null : new ArrayList<>(keys ? m.keySet() : m.values());
                });
            }
            case "MAP_ENTRIES": {
                Expr e = args(ec, c, text, 1, 1).get(0);
                mapArg(e, text);
                List<DataField> fs = List.of(new DataField(0, "key", e.type.keyType()), new DataField(1, "value", e.type.valueType()));
                return new Expr(DataType.array(DataType.row(fs)), text, r -> {
                    Map<?, ?> m = (Map<?, ?>) e.eval(r);
                    if (m == null) {
                        return null;
                    }
                    List<Object> out = new ArrayList<>();
                    for (Map.Entry<?, ?> en : m.entrySet()) {
                        out.add(GenericRow.of(en.getKey(), en.getValue()));
                    }
                    return out;
                });
            }
            case "MAP_FROM_ARRAYS": {
                List<Expr> ops = arrayArg(ec, c, text, 2, 2);
                DataType t = DataType.map(ops.get(0).type.elementType(), ops.get(1).type.elementType());
                return new Expr(t, text, r -> {
                    List<?> k = (List<?>) ops.get(0).eval(r);
                    List<?> v = (List<?>) ops.get(1).eval(r);
                    if (k == null || v == null) {
                        return null;
                    }
                    if (k.size() != v.size()) {
                        throw new SqlError(text + ": the key and value arrays have different lengths");
                    }
                    Map<Object, Object> m = new LinkedHashMap<>();
                    for (int i = 0; i < k.size(); i++) {
                        m.put(k.get(i), v.get(i));
                    }
                    return m;
                });
            }
            case "STR_TO_MAP":
                return fn(ec, c, text, 1, 3, DataType.map(DataType.string(), DataType.string()), a -> {
                    String pairs = a.length > 1 ? str(a[1]) : ",";
                    String kv = a.length > 2 ? str(a[2]) : "=";
                    Map<Object, Object> m = new LinkedHashMap<>();
                    for (String p : str(a[0]).split(Pattern.quote(pairs), -1)) {
                        int at = p.indexOf(kv);
                        m.put(at < 0 ? p : p.substring(0, at), at < 0 ? null : p.substring(at + kv.length()));
                    }
                    return m;
                });
            default:
                return JsonFunctions.compile(ec, c, name, text);
        }
    }

    /** CURRENT_DATE, CURRENT_TIMESTAMP, NOW(), LOCALTIMESTAMP, CURRENT_TIME, LOCALTIME; null for another name. */
    static Expr niladic(String name, String text) {
        switch (name) {
            case "CURRENT_DATE":
                return new Expr(DataType.date().notNull(), text, r -> LocalDate.now(zone()));
            case "CURRENT_TIMESTAMP": case "NOW":
                return new Expr(DataType.timestampLtz(3).notNull(), text, r -> Instant.ofEpochMilli(System.currentTimeMillis()));
            case "LOCALTIMESTAMP":
                return new Expr(DataType.timestamp(3).notNull(), text, r -> LocalDateTime.now(zone()).truncatedTo(ChronoUnit.MILLIS));
            case "CURRENT_TIME": case "LOCALTIME":
                return new Expr(DataType.time(0).notNull(), text, r -> LocalTime.now(zone()).truncatedTo(ChronoUnit.SECONDS));
            default:
                return null;
        }
    }

    /** Functions Flink does not have under these names (a clear error instead of "unsupported"). */
    static String missingHint(String name) {
        switch (name) {
            case "DATEDIFF": return " (Flink SQL has no DATEDIFF; use TIMESTAMPDIFF(DAY, a, b))";
            case "LENGTH": case "LEN": return " (use CHAR_LENGTH)";
            case "NVL": return " (use COALESCE or IFNULL)";
            default: return "";
        }
    }

    // ---- compilation helpers --------------------------------------------------------------------------------

    @FunctionalInterface
    private interface Body {
        Object apply(Object[] args);
    }

    @FunctionalInterface
    private interface DoubleBody {
        double apply(double[] args);
    }

    @FunctionalInterface
    private interface ListBody {
        List<Object> apply(List<?> list, Object[] args);
    }

    private static List<Expr> args(ExprCompiler ec, SqlCall c, String text, int min, int max) {
        List<SqlNode> nodes = c.getOperandList();
        if (nodes.size() < min || nodes.size() > max) {
            String want = min == max ? String.valueOf(min) : max == Integer.MAX_VALUE ? "at least " + min : min + " to " + max;
            throw new SqlError(c.getOperator().getName() + " takes " + want + " argument" + (min == 1 && max == 1 ? "" : "s")
                    + ", got " + nodes.size() + ": " + text);
        }
        List<Expr> out = new ArrayList<>(nodes.size());
        for (SqlNode n : nodes) {
            out.add(ec.compile(n));
        }
        return out;
    }

    /** A function that is NULL when any argument is NULL. */
    private static Expr fn(ExprCompiler ec, SqlCall c, String text, int min, int max, DataType type, Body body) {
        List<Expr> ops = args(ec, c, text, min, max);
        return new Expr(type, text, r -> {
            Object[] vals = new Object[ops.size()];
            for (int i = 0; i < vals.length; i++) {
                vals[i] = ops.get(i).eval(r);
                if (vals[i] == null) {
                    return null;
                }
            }
            return body.apply(vals);
        });
    }

    private static Expr strFn(ExprCompiler ec, SqlCall c, String text, int min, int max, Body body) {
        return fn(ec, c, text, min, max, DataType.string(), body);
    }

    private static Expr dbl(ExprCompiler ec, SqlCall c, String text, int n, DoubleBody body) {
        List<Expr> ops = args(ec, c, text, n, n);
        for (Expr e : ops) {
            numeric(e, text);
        }
        return new Expr(n == 0 ? DataType.doubleType().notNull() : DataType.doubleType(), text, r -> {
            double[] vals = new double[ops.size()];
            for (int i = 0; i < vals.length; i++) {
                Object v = ops.get(i).eval(r);
                if (v == null) {
                    return null;
                }
                vals[i] = ((Number) v).doubleValue();
            }
            return body.apply(vals);
        });
    }

    private static Expr datePart(ExprCompiler ec, SqlCall c, String text, TimeUnit unit) {
        return fn(ec, c, text, 1, 1, DataType.bigint(), a -> extract(unit, a[0]));
    }

    private static Expr digest(ExprCompiler ec, SqlCall c, String text, String algorithm) {
        return strFn(ec, c, text, 1, 1, a -> {
            try {
                byte[] d = MessageDigest.getInstance(algorithm).digest(bytes(a[0]));
                StringBuilder sb = new StringBuilder(d.length * 2);
                for (byte b : d) {
                    sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
                }
                return sb.toString();
            } catch (NoSuchAlgorithmException e) {
                throw new SqlError(text + ": " + algorithm + " is not available in this JVM");
            }
        });
    }

    private static List<Expr> arrayArg(ExprCompiler ec, SqlCall c, String text, int min, int max) {
        List<Expr> ops = args(ec, c, text, min, max);
        Expr first = ops.get(0);
        if (first.type == null || first.type.root() != TypeRoot.ARRAY) {
            throw new SqlError(c.getOperator().getName() + " needs an ARRAY, got " + describe(first) + ": " + text);
        }
        if (c.getOperator().getName().equalsIgnoreCase("MAP_FROM_ARRAYS")
                && (ops.get(1).type == null || ops.get(1).type.root() != TypeRoot.ARRAY)) {
            throw new SqlError("MAP_FROM_ARRAYS needs two ARRAYs: " + text);
        }
        return ops;
    }

    private static Expr arrayFn(ExprCompiler ec, SqlCall c, String text, int min, int max, ListBody body) {
        List<Expr> ops = arrayArg(ec, c, text, min, max);
        return new Expr(ops.get(0).type.nullable(true), text, r -> {
            List<?> l = (List<?>) ops.get(0).eval(r);
            if (l == null) {
                return null;
            }
            Object[] vals = new Object[ops.size()];
            for (int i = 1; i < vals.length; i++) {
                vals[i] = ops.get(i).eval(r);
            }
            return body.apply(l, vals);
        });
    }

    private static void mapArg(Expr e, String text) {
        if (e.type == null || e.type.root() != TypeRoot.MAP) {
            throw new SqlError("a MAP is needed, got " + describe(e) + ": " + text);
        }
    }

    private static void numeric(Expr e, String text) {
        if (e.type != null && !Types.isNumeric(e.type)) {
            throw new SqlError("a number is needed, got " + describe(e) + ": " + text);
        }
    }

    private static String describe(Expr e) {
        return e.type == null ? "NULL" : e.type.asSqlStringNoNull() + " " + e.name;
    }

    // ---- values ---------------------------------------------------------------------------------------------

    private static String str(Object v) {
        return Casts.toStr(v);
    }

    private static byte[] bytes(Object v) {
        return v instanceof byte[] ? (byte[]) v : str(v).getBytes(StandardCharsets.UTF_8);
    }

    private static int toInt(Object v) {
        return (int) toLong(v);
    }

    private static long toLong(Object v) {
        if (v instanceof Number) {
            return ((Number) v).longValue();
        }
        try {
            return new BigDecimal(str(v).strip()).longValue();
        } catch (NumberFormatException e) {
            throw new SqlError("'" + str(v) + "' is not a number");
        }
    }

    private static int codePoints(String s) {
        return s.codePointCount(0, s.length());
    }

    /**
     * SQL SUBSTRING over code points: a position p > 0 counts from 1, p < 0 from the end, 0 is the start; a length
     * beyond the end stops there.
     */
    static String substring(String s, int pos, int length) {
        int n = codePoints(s);
        long start = pos > 0 ? pos - 1L : pos < 0 ? (long) n + pos : 0;
        long end = length == Integer.MAX_VALUE ? n : start + length;
        start = Math.max(start, 0);
        end = Math.min(end, n);
        if (start >= end) {
            return "";
        }
        return s.substring(s.offsetByCodePoints(0, (int) start), s.offsetByCodePoints(0, (int) end));
    }

    private static String trim(String s, String set, boolean lead, boolean trail) {
        int from = 0;
        int to = s.length();
        while (lead && from < to && set.indexOf(s.charAt(from)) >= 0) {
            from++;
        }
        while (trail && to > from && set.indexOf(s.charAt(to - 1)) >= 0) {
            to--;
        }
        return s.substring(from, to);
    }

    private static String pad(String s, int len, String pad, boolean left) {
        if (len < 0) {
            return null;
        }
        int n = codePoints(s);
        if (n >= len) {
            return s.substring(0, s.offsetByCodePoints(0, len));
        }
        if (pad.isEmpty()) {
            return s;
        }
        StringBuilder fill = new StringBuilder();
        while (codePoints(fill.toString()) < len - n) {
            fill.append(pad);
        }
        String f = fill.substring(0, fill.offsetByCodePoints(0, len - n));
        return left ? f + s : s + f;
    }

    /** 1-based position of {@code sub} in {@code s} at or after {@code from}, 0 when absent. */
    private static int locate(String sub, String s, int from) {
        if (from < 1 || from > codePoints(s) + 1) {
            return 0;
        }
        int at = s.indexOf(sub, s.offsetByCodePoints(0, from - 1));
        return at < 0 ? 0 : s.codePointCount(0, at) + 1;
    }

    /**
     * INITCAP as Flink's: ASCII letters and digits form words; a word's first letter is upper-cased and the others
     * lower-cased; every other character (non-ASCII letters too) separates words and is kept.
     */
    private static String initcap(String s) {
        StringBuilder out = new StringBuilder(s.length());
        boolean start = true;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            boolean digit = ch >= '0' && ch <= '9';
            boolean upper = ch >= 'A' && ch <= 'Z';
            boolean lower = ch >= 'a' && ch <= 'z';
            if (start) {
                if (lower) {
                    ch = (char) (ch - 32);
                }
                start = !(digit || upper || lower);
            } else if (upper) {
                ch = (char) (ch + 32);
            } else if (!digit && !lower) {
                start = true;
            }
            out.append(ch);
        }
        return out.toString();
    }

    /**
     * Flink's SPLIT_INDEX: the tokens of commons-lang's {@code splitByWholeSeparatorPreserveAllTokens}, so an empty
     * string has no token (null, not '') and an empty separator splits at each whitespace character.
     */
    private static String splitIndex(String s, String sep, int index) {
        if (index < 0 || s.isEmpty()) {
            return null;
        }
        if (sep.isEmpty()) {
            int start = 0;
            int token = 0;
            for (int i = 0; i < s.length(); i++) {
                if (Character.isWhitespace(s.charAt(i))) {
                    if (token++ == index) {
                        return s.substring(start, i);
                    }
                    start = i + 1;
                }
            }
            return token == index ? s.substring(start) : null;
        }
        int from = 0;
        for (int i = 0; ; i++) {
            int at = s.indexOf(sep, from);
            if (i == index) {
                return at < 0 ? s.substring(from) : s.substring(from, at);
            }
            if (at < 0) {
                return null;
            }
            from = at + sep.length();
        }
    }

    private static Pattern regex(String re) {
        try {
            return Pattern.compile(re);
        } catch (PatternSyntaxException e) {
            return null;
        }
    }

    private static boolean isKind(String name, String s) {
        if (name.equals("IS_DECIMAL")) {
            try {
                new BigDecimal(s);
                return true;
            } catch (NumberFormatException e) {
                return false;
            }
        }
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (name.equals("IS_DIGIT") ? !Character.isDigit(ch) : !Character.isLetter(ch)) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(List<?> l, Object v) {
        for (int i = 0; i < l.size(); i++) {
            if (same(l.get(i), v)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean same(Object a, Object b) {
        return a == null || b == null ? a == b : Values.equal(a, b);
    }

    /** Flink's ROUND result type for DECIMAL(p, s): DECIMAL(1 + p - s + d, d) for 0 <= d < s. */
    private static DataType roundedDecimal(DataType t, int digits) {
        int p = t.precision();
        int s = t.scale();
        if (digits >= s) {
            return t.nullable(true);
        }
        int scale = Math.max(digits, 0);
        return Types.decimal(Math.min(DataType.MAX_DECIMAL_PRECISION, 1 + p - s + scale), scale);
    }

    /**
     * ROUND / TRUNCATE / FLOOR / CEIL of a value. A DOUBLE or FLOAT goes through {@code BigDecimal} as Flink 2.0's
     * generated code does ({@code SqlFunctionUtils.sround} / {@code struncate}): the FLOAT widened to DOUBLE first,
     * so NaN and +-Infinity fail the statement there ("Character N is neither a decimal digit number ...", fuzz16_1672),
     * and TRUNCATE first makes the value a DECIMAL(38, 18), rounding half up at 18 digits, which a value of 10^20 or
     * more does not fit (Flink's job fails on the null it gets). FLOOR and CEIL keep NaN and +-Infinity.
     */
    private static Object round(Object v, int digits, RoundingMode mode, DataType t) {
        if (v == null) {
            return null;
        }
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            boolean viaBigDecimal = mode == RoundingMode.HALF_UP || mode == RoundingMode.DOWN;
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                if (viaBigDecimal) {
                    throw new SqlError((mode == RoundingMode.HALF_UP ? "ROUND" : "TRUNCATE") + " of " + d
                            + ": Flink's BigDecimal conversion fails (NumberFormatException)");
                }
                return v;
            }
            BigDecimal b = BigDecimal.valueOf(d);
            if (mode == RoundingMode.DOWN) {
                b = b.setScale(18, RoundingMode.HALF_UP);
                if (b.precision() > 38) {
                    throw new SqlError("TRUNCATE of " + d + ": the value does not fit DECIMAL(38, 18), Flink's job fails");
                }
            }
            BigDecimal r = digits >= b.scale() && mode == RoundingMode.DOWN ? b : b.setScale(digits, mode);
            return v instanceof Float ? (Object) r.floatValue() : (Object) r.doubleValue();
        }
        BigDecimal r = Casts.toBigDecimal(v).setScale(digits, mode);
        if (t.root() == TypeRoot.DECIMAL) {
            return Casts.cast(r.setScale(t.scale(), mode), t);
        }
        return Casts.cast(r.setScale(0, mode), t);
    }

    // ---- date and time --------------------------------------------------------------------------------------

    static LocalDateTime toDateTime(Object v) {
        if (v instanceof LocalDateTime) {
            return (LocalDateTime) v;
        }
        if (v instanceof LocalDate) {
            return ((LocalDate) v).atStartOfDay();
        }
        if (v instanceof Instant) {
            return LocalDateTime.ofInstant((Instant) v, zone());
        }
        if (v instanceof LocalTime) {
            return LocalDate.EPOCH.atTime((LocalTime) v);
        }
        if (v instanceof String) {
            LocalDateTime t = parseTimestamp((String) v);
            if (t == null) {
                throw new SqlError("'" + v + "' is not a timestamp");
            }
            return t;
        }
        throw new SqlError(str(v) + " is not a date or timestamp");
    }

    /** Flink's default timestamp parse ({@code yyyy-MM-dd[ HH:mm[:ss[.f...]]]}), null when the text is not one. */
    static LocalDateTime parseTimestamp(String s) {
        try {
            return (LocalDateTime) Casts.cast(s.strip(), DataType.timestamp(9));
        } catch (SqlError e) {
            return null;
        }
    }

    private static LocalDateTime parseWithPattern(String s, String pattern) {
        SimpleDateFormat f = new SimpleDateFormat(pattern, Locale.US);
        f.setTimeZone(TimeZone.getTimeZone(zone()));
        f.setLenient(false);
        ParsePosition pos = new ParsePosition(0);
        java.util.Date d = f.parse(s, pos);
        if (d == null || pos.getIndex() != s.length()) {
            return null;
        }
        return LocalDateTime.ofInstant(d.toInstant(), zone());
    }

    /** UNIX_TIMESTAMP(s, format): seconds since the epoch of {@code s} in the session zone; Long.MIN_VALUE when it does not parse (Flink). */
    private static long unixTimestamp(String s, String pattern) {
        SimpleDateFormat f = new SimpleDateFormat(pattern, Locale.US);
        f.setTimeZone(TimeZone.getTimeZone(zone()));
        java.util.Date d = f.parse(s, new ParsePosition(0));
        return d == null ? Long.MIN_VALUE : Math.floorDiv(d.getTime(), 1000);
    }

    /** Parsed DATE_FORMAT / FROM_UNIXTIME patterns: a query formats every row with the same few patterns. */
    private static final java.util.concurrent.ConcurrentHashMap<String, DateTimeFormatter> FORMATTERS =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static String format(LocalDateTime t, String pattern) {
        try {
            DateTimeFormatter f = FORMATTERS.get(pattern);
            if (f == null) {
                f = DateTimeFormatter.ofPattern(pattern, Locale.US);
                if (FORMATTERS.size() < 256) {
                    FORMATTERS.put(pattern, f);
                }
            }
            return f.format(t);
        } catch (IllegalArgumentException | java.time.DateTimeException e) {
            throw new SqlError("invalid date format '" + pattern + "': " + e.getMessage());
        }
    }

    private static long extract(TimeUnit unit, Object v) {
        if (v instanceof LocalTime && unit != TimeUnit.HOUR && unit != TimeUnit.MINUTE && unit != TimeUnit.SECOND
                && unit != TimeUnit.MILLISECOND && unit != TimeUnit.MICROSECOND && unit != TimeUnit.NANOSECOND) {
            throw new SqlError("cannot extract " + unit + " from a TIME");
        }
        LocalDateTime t = toDateTime(v); // a TIME is taken on 1970-01-01
        switch (unit) {
            case MILLENNIUM: return (t.getYear() + 999) / 1000;
            case CENTURY: return (t.getYear() + 99) / 100;
            case DECADE: return t.getYear() / 10;
            case YEAR: return t.getYear();
            case ISOYEAR: return t.get(IsoFields.WEEK_BASED_YEAR);
            case QUARTER: return (t.getMonthValue() + 2) / 3;
            case MONTH: return t.getMonthValue();
            case WEEK: return t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
            case DOY: return t.getDayOfYear();
            case DAY: return t.getDayOfMonth();
            case DOW: return t.getDayOfWeek().getValue() % 7 + 1;
            case ISODOW: return t.getDayOfWeek().getValue();
            case HOUR: return t.getHour();
            case MINUTE: return t.getMinute();
            case SECOND: return t.getSecond();
            case MILLISECOND: return t.getSecond() * 1000L + t.getNano() / 1_000_000;
            case MICROSECOND: return t.getSecond() * 1_000_000L + t.getNano() / 1000;
            case NANOSECOND: return t.getSecond() * 1_000_000_000L + t.getNano();
            case EPOCH:
                return v instanceof Instant ? ((Instant) v).getEpochSecond() : t.toEpochSecond(java.time.ZoneOffset.UTC);
            default: throw new SqlError("cannot extract " + unit);
        }
    }

    /** {@code v} plus {@code n} units, in {@code v}'s type. */
    static Object addUnits(Object v, TimeUnit unit, long n) {
        switch (unit) {
            case YEAR: return plusMonths(v, Math.multiplyExact(n, 12));
            case QUARTER: return plusMonths(v, Math.multiplyExact(n, 3));
            case MONTH: return plusMonths(v, n);
            case WEEK: return plusMillis(v, Math.multiplyExact(n, 7 * 86_400_000L));
            case DAY: return plusMillis(v, Math.multiplyExact(n, 86_400_000L));
            case HOUR: return plusMillis(v, Math.multiplyExact(n, 3_600_000L));
            case MINUTE: return plusMillis(v, Math.multiplyExact(n, 60_000L));
            case SECOND: return plusMillis(v, Math.multiplyExact(n, 1000L));
            case MILLISECOND: return plusMillis(v, n);
            default: throw new SqlError("cannot add " + unit + " units");
        }
    }

    static Object plusMonths(Object v, long months) {
        if (v instanceof LocalDate) {
            return ((LocalDate) v).plusMonths(months);
        }
        if (v instanceof LocalDateTime) {
            return ((LocalDateTime) v).plusMonths(months);
        }
        if (v instanceof Instant) {
            return LocalDateTime.ofInstant((Instant) v, zone()).plusMonths(months).atZone(zone()).toInstant();
        }
        if (v instanceof LocalTime) {
            return v;
        }
        throw new SqlError(str(v) + " is not a date or timestamp");
    }

    static Object plusMillis(Object v, long millis) {
        if (v instanceof LocalDate) {
            // DATE +/- a day-time interval stays a DATE (whole days of the sum)
            LocalDateTime t = ((LocalDate) v).atStartOfDay().plus(millis, ChronoUnit.MILLIS);
            return t.toLocalDate();
        }
        if (v instanceof LocalDateTime) {
            return ((LocalDateTime) v).plus(millis, ChronoUnit.MILLIS);
        }
        if (v instanceof Instant) {
            return ((Instant) v).plusMillis(millis);
        }
        if (v instanceof LocalTime) {
            return ((LocalTime) v).plus(millis, ChronoUnit.MILLIS);
        }
        throw new SqlError(str(v) + " is not a date or timestamp");
    }

    /** TIMESTAMPDIFF: whole units from {@code a} to {@code b}, truncated toward zero. */
    private static long diff(TimeUnit unit, LocalDateTime a, LocalDateTime b) {
        switch (unit) {
            case YEAR: return ChronoUnit.MONTHS.between(a, b) / 12;
            case QUARTER: return ChronoUnit.MONTHS.between(a, b) / 3;
            case MONTH: return ChronoUnit.MONTHS.between(a, b);
            default: break;
        }
        long millis = ChronoUnit.MILLIS.between(a, b);
        switch (unit) {
            case WEEK: return millis / (7 * 86_400_000L);
            case DAY: return millis / 86_400_000L;
            case HOUR: return millis / 3_600_000L;
            case MINUTE: return millis / 60_000L;
            case SECOND: return millis / 1000L;
            case MILLISECOND: return millis;
            default: throw new SqlError("TIMESTAMPDIFF does not take " + unit);
        }
    }

    /** FLOOR / CEIL (v TO unit), in {@code v}'s type. */
    private static Object floorTime(Object v, TimeUnit unit, boolean floor) {
        if (v instanceof LocalDate) {
            LocalDateTime t = floorTime(((LocalDate) v).atStartOfDay(), unit, floor);
            return t.toLocalDate();
        }
        if (v instanceof Instant) {
            return floorTime(LocalDateTime.ofInstant((Instant) v, zone()), unit, floor).atZone(zone()).toInstant();
        }
        if (v instanceof LocalDateTime) {
            return floorTime((LocalDateTime) v, unit, floor);
        }
        if (v instanceof LocalTime) {
            return floorTime(LocalDate.EPOCH.atTime((LocalTime) v), unit, floor).toLocalTime();
        }
        throw new SqlError(str(v) + " is not a date or timestamp");
    }

    private static LocalDateTime floorTime(LocalDateTime t, TimeUnit unit, boolean floor) {
        LocalDateTime f;
        LocalDateTime next;
        switch (unit) {
            case YEAR:
                f = t.toLocalDate().withDayOfYear(1).atStartOfDay();
                next = f.plusYears(1);
                break;
            case QUARTER:
                f = LocalDate.of(t.getYear(), (t.getMonthValue() - 1) / 3 * 3 + 1, 1).atStartOfDay();
                next = f.plusMonths(3);
                break;
            case MONTH:
                f = t.toLocalDate().withDayOfMonth(1).atStartOfDay();
                next = f.plusMonths(1);
                break;
            case WEEK:
                f = t.toLocalDate().with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY)).atStartOfDay();
                next = f.plusWeeks(1);
                break;
            case DAY: case HOUR: case MINUTE: case SECOND: case MILLISECOND: {
                ChronoUnit cu = unit == TimeUnit.DAY ? ChronoUnit.DAYS : unit == TimeUnit.HOUR ? ChronoUnit.HOURS
                        : unit == TimeUnit.MINUTE ? ChronoUnit.MINUTES : unit == TimeUnit.SECOND ? ChronoUnit.SECONDS
                        : ChronoUnit.MILLIS;
                f = t.truncatedTo(cu);
                next = f.plus(1, cu);
                break;
            }
            default:
                throw new SqlError("cannot round a time to " + unit);
        }
        return floor || f.equals(t) ? f : next;
    }
}
