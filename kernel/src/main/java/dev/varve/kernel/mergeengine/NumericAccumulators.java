package dev.varve.kernel.mergeengine;

import dev.varve.row.DataType;
import dev.varve.row.InternalRow;
import dev.varve.row.TypeRoot;
import dev.varve.row.ValueComparator;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * sum, product, count, max, min and bool_and/bool_or with primitive state. Integral sums and
 * products wrap like Java arithmetic on the column's type (as Apache Paimon does); DECIMAL results
 * are rounded (HALF_UP) to the column's scale and become null when they no longer fit its
 * precision (as Paimon's {@code Decimal.fromBigDecimal}); integral or decimal division by zero in a
 * product retraction yields null (FLOAT/DOUBLE follow IEEE 754).
 */
final class NumericAccumulators {
    private NumericAccumulators() {
    }

    static FieldAccumulator sum(int pos, DataType type) {
        TypeRoot r = type.root();
        if (r.isIntegral()) {
            return new IntegralSum(pos, r);
        }
        if (r == TypeRoot.FLOAT) {
            return new FloatSum(pos);
        }
        if (r == TypeRoot.DOUBLE) {
            return new DoubleSum(pos);
        }
        return new DecimalSum(pos, type.precision(), type.scale());
    }

    static FieldAccumulator product(int pos, DataType type) {
        TypeRoot r = type.root();
        if (r.isIntegral()) {
            return new IntegralProduct(pos, r);
        }
        if (r == TypeRoot.FLOAT || r == TypeRoot.DOUBLE) {
            return new FloatingProduct(pos, r);
        }
        return new DecimalProduct(pos, type.precision(), type.scale());
    }

    static FieldAccumulator extremum(int pos, DataType type, boolean max) {
        TypeRoot r = type.root();
        if (r.isIntegral()) {
            return new IntegralExtremum(pos, r, max);
        }
        if (r == TypeRoot.FLOAT || r == TypeRoot.DOUBLE) {
            return new FloatingExtremum(pos, r, max);
        }
        return new ObjectExtremum(pos, max);
    }

    /** Null for a decimal that does not fit DECIMAL(precision, scale). */
    static BigDecimal fit(BigDecimal v, int precision, int scale) {
        BigDecimal s = v.setScale(scale, RoundingMode.HALF_UP);
        return s.precision() > precision && s.signum() != 0 ? null : s;
    }

    // ---- sum --------------------------------------------------------------------------------

    /** TINYINT..BIGINT sum in a long; wrapping to the column type at the end equals wrapping each step. */
    static final class IntegralSum extends FieldAccumulator {
        private final TypeRoot root;
        private long acc;
        private boolean isNull;

        IntegralSum(int pos, TypeRoot root) {
            super(pos);
            this.root = root;
            reset();
        }

        @Override void reset() {
            acc = 0;
            isNull = true;
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                acc += Values.readIntegral(in, pos, root);
                isNull = false;
            }
        }

        @Override void retract(InternalRow in) {
            if (!in.isNullAt(pos)) {
                acc -= Values.readIntegral(in, pos, root);
                isNull = false;
            }
        }

        @Override Object result() {
            return isNull ? null : Values.boxIntegral(acc, root);
        }

        @Override void writeTo(FoldedRow out) {
            out.setIntegral(pos, isNull, acc, root);
        }
    }

    /** FLOAT sum with float arithmetic at each step (as the column's type would round). */
    static final class FloatSum extends FieldAccumulator {
        private float acc;
        private boolean isNull;

        FloatSum(int pos) {
            super(pos);
            reset();
        }

        @Override void reset() {
            acc = 0f;
            isNull = true;
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                float v = in.getFloat(pos);
                acc = isNull ? v : acc + v;
                isNull = false;
            }
        }

        @Override void retract(InternalRow in) {
            if (!in.isNullAt(pos)) {
                float v = in.getFloat(pos);
                acc = isNull ? -v : acc - v;
                isNull = false;
            }
        }

        @Override Object result() {
            return isNull ? null : (Object) acc;
        }

        @Override void writeTo(FoldedRow out) {
            // a NaN sum is stored as the canonical NaN: which NaN an addition returns (its sign) is left to the
            // JIT's operand order, so the raw bits would make a file's bytes depend on how the code was compiled
            out.setFloating(pos, isNull, Float.isNaN(acc) ? Float.NaN : acc, TypeRoot.FLOAT);
        }
    }

    static final class DoubleSum extends FieldAccumulator {
        private double acc;
        private boolean isNull;

        DoubleSum(int pos) {
            super(pos);
            reset();
        }

        @Override void reset() {
            acc = 0d;
            isNull = true;
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                double v = in.getDouble(pos);
                acc = isNull ? v : acc + v;
                isNull = false;
            }
        }

        @Override void retract(InternalRow in) {
            if (!in.isNullAt(pos)) {
                double v = in.getDouble(pos);
                acc = isNull ? -v : acc - v;
                isNull = false;
            }
        }

        @Override Object result() {
            return isNull ? null : (Object) acc;
        }

        @Override void writeTo(FoldedRow out) {
            out.setFloating(pos, isNull, Double.isNaN(acc) ? Double.NaN : acc, TypeRoot.DOUBLE); // canonical NaN (FloatSum)
        }
    }

    /**
     * DECIMAL(p, s) sum: exact, rounded to s; an overflow of p makes the state null, and the next
     * input then starts again from that input (Apache Paimon's behaviour).
     */
    static final class DecimalSum extends FieldAccumulator {
        private final int precision;
        private final int scale;
        private BigDecimal acc;

        DecimalSum(int pos, int precision, int scale) {
            super(pos);
            this.precision = precision;
            this.scale = scale;
        }

        @Override void reset() {
            acc = null;
        }

        @Override void add(InternalRow in) {
            BigDecimal v = (BigDecimal) in.getField(pos);
            if (v != null) {
                acc = fit(acc == null ? v : acc.add(v), precision, scale);
            }
        }

        @Override void retract(InternalRow in) {
            BigDecimal v = (BigDecimal) in.getField(pos);
            if (v != null) {
                acc = fit(acc == null ? v.negate() : acc.subtract(v), precision, scale);
            }
        }

        @Override Object result() {
            return acc;
        }
    }

    // ---- product ----------------------------------------------------------------------------

    /**
     * TINYINT..BIGINT product, wrapping to the column type at each step (so that a retraction
     * divides exactly what Paimon's stepwise arithmetic would hold). A retraction while the state
     * is null leaves it null; dividing by zero makes it null.
     */
    static final class IntegralProduct extends FieldAccumulator {
        private final TypeRoot root;
        private long acc;
        private boolean isNull;

        IntegralProduct(int pos, TypeRoot root) {
            super(pos);
            this.root = root;
            reset();
        }

        @Override void reset() {
            acc = 0;
            isNull = true;
        }

        private long wrap(long v) {
            switch (root) {
                case TINYINT: return (byte) v;
                case SMALLINT: return (short) v;
                case INT: return (int) v;
                default: return v;
            }
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                long v = Values.readIntegral(in, pos, root);
                acc = isNull ? v : wrap(acc * v);
                isNull = false;
            }
        }

        @Override void retract(InternalRow in) {
            if (in.isNullAt(pos) || isNull) {
                return;
            }
            long v = Values.readIntegral(in, pos, root);
            if (v == 0) {
                isNull = true;
                acc = 0;
            } else {
                acc = wrap(acc / v);
            }
        }

        @Override Object result() {
            return isNull ? null : Values.boxIntegral(acc, root);
        }

        @Override void writeTo(FoldedRow out) {
            out.setIntegral(pos, isNull, acc, root);
        }
    }

    /** FLOAT/DOUBLE product (FLOAT rounded to float at each step); retraction divides. */
    static final class FloatingProduct extends FieldAccumulator {
        private final boolean isFloat;
        private double acc;
        private boolean isNull;

        FloatingProduct(int pos, TypeRoot root) {
            super(pos);
            this.isFloat = root == TypeRoot.FLOAT;
            reset();
        }

        @Override void reset() {
            acc = 0;
            isNull = true;
        }

        private double read(InternalRow in) {
            return isFloat ? in.getFloat(pos) : in.getDouble(pos);
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                double v = read(in);
                acc = isNull ? v : (isFloat ? floatProduct(acc, v) : acc * v);
                isNull = false;
            }
        }

        @Override void retract(InternalRow in) {
            if (!in.isNullAt(pos) && !isNull) {
                double v = read(in);
                acc = isFloat ? floatQuotient(acc, v) : acc / v;
            }
        }

        /** Float arithmetic, as the FLOAT column's type rounds at each step. */
        private static double floatProduct(double a, double b) {
            float x = (float) a;
            float y = (float) b;
            return x * y;
        }

        private static double floatQuotient(double a, double b) {
            float x = (float) a;
            float y = (float) b;
            return x / y;
        }

        @Override Object result() {
            return isNull ? null : (isFloat ? (Object) (float) acc : (Object) acc);
        }
    }

    static final class DecimalProduct extends FieldAccumulator {
        private final int precision;
        private final int scale;
        private BigDecimal acc;

        DecimalProduct(int pos, int precision, int scale) {
            super(pos);
            this.precision = precision;
            this.scale = scale;
        }

        @Override void reset() {
            acc = null;
        }

        @Override void add(InternalRow in) {
            BigDecimal v = (BigDecimal) in.getField(pos);
            if (v != null) {
                acc = fit(acc == null ? v : acc.multiply(v), precision, scale);
            }
        }

        @Override void retract(InternalRow in) {
            BigDecimal v = (BigDecimal) in.getField(pos);
            if (v == null || acc == null) {
                return;
            }
            acc = v.signum() == 0 ? null : fit(acc.divide(v, scale, RoundingMode.HALF_UP), precision, scale);
        }

        @Override Object result() {
            return acc;
        }
    }

    // ---- count ------------------------------------------------------------------------------

    /** The number of non-null added values minus the number of non-null retracted ones. */
    static final class Count extends FieldAccumulator {
        private final boolean isInt;
        private long count;
        private boolean isNull;

        Count(int pos, TypeRoot root) {
            super(pos);
            this.isInt = root == TypeRoot.INT;
            reset();
        }

        @Override void reset() {
            count = 0;
            isNull = true;
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                count++;
                isNull = false;
            }
        }

        @Override void retract(InternalRow in) {
            if (!in.isNullAt(pos)) {
                count--;
                isNull = false;
            }
        }

        @Override Object result() {
            return isNull ? null : (isInt ? (Object) (int) count : (Object) count);
        }
    }

    // ---- max / min --------------------------------------------------------------------------

    static final class IntegralExtremum extends FieldAccumulator {
        private final TypeRoot root;
        private final boolean max;
        private long acc;
        private boolean isNull;

        IntegralExtremum(int pos, TypeRoot root, boolean max) {
            super(pos);
            this.root = root;
            this.max = max;
            reset();
        }

        @Override void reset() {
            acc = 0;
            isNull = true;
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                long v = Values.readIntegral(in, pos, root);
                if (isNull || (max ? v > acc : v < acc)) {
                    acc = v;
                }
                isNull = false;
            }
        }

        @Override Object result() {
            return isNull ? null : Values.boxIntegral(acc, root);
        }

        @Override void writeTo(FoldedRow out) {
            out.setIntegral(pos, isNull, acc, root);
        }
    }

    /**
     * FLOAT/DOUBLE max/min in the order of Apache Paimon 1.4.2's comparison ({@link Double#compare}): NaN is greater
     * than every number and equal to itself, -0.0 is less than 0.0; a tie keeps the earlier value.
     */
    static final class FloatingExtremum extends FieldAccumulator {
        private final TypeRoot root;
        private final boolean max;
        private double acc;
        private boolean isNull;

        FloatingExtremum(int pos, TypeRoot root, boolean max) {
            super(pos);
            this.root = root;
            this.max = max;
            reset();
        }

        @Override void reset() {
            acc = 0;
            isNull = true;
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                double v = Values.readFloating(in, pos, root);
                int c = isNull ? 0 : Double.compare(v, acc);
                if (isNull || (max ? c > 0 : c < 0)) {
                    acc = v;
                }
                isNull = false;
            }
        }

        @Override Object result() {
            return isNull ? null : Values.boxFloating(acc, root);
        }

        @Override void writeTo(FoldedRow out) {
            out.setFloating(pos, isNull, acc, root);
        }
    }

    /**
     * max/min over DECIMAL, CHAR/VARCHAR, BINARY/VARBINARY (unsigned bytes, then length), DATE, TIME, TIMESTAMP,
     * TIMESTAMP_LTZ in SQL order; a tie keeps the earlier value.
     */
    static final class ObjectExtremum extends FieldAccumulator {
        private final boolean max;
        private Object acc;

        ObjectExtremum(int pos, boolean max) {
            super(pos);
            this.max = max;
        }

        @Override void reset() {
            acc = null;
        }

        @Override void add(InternalRow in) {
            Object v = in.getField(pos);
            if (v != null) {
                int c = acc == null ? 0 : ValueComparator.compare(v, acc);
                if (acc == null || (max ? c > 0 : c < 0)) {
                    acc = Values.copy(v);
                }
            }
        }

        @Override Object result() {
            return acc;
        }
    }

    // ---- bool_and / bool_or -----------------------------------------------------------------

    static final class Bool extends FieldAccumulator {
        private final boolean and;
        private boolean acc;
        private boolean isNull;

        Bool(int pos, boolean and) {
            super(pos);
            this.and = and;
            reset();
        }

        @Override void reset() {
            acc = and;
            isNull = true;
        }

        @Override void add(InternalRow in) {
            if (!in.isNullAt(pos)) {
                boolean v = in.getBoolean(pos);
                acc = and ? acc && v : acc || v;
                isNull = false;
            }
        }

        @Override Object result() {
            return isNull ? null : (Object) acc;
        }
    }
}
