package dev.varve.kernel.options;

/** An enum constant usable as an option value: its spelling in DDL and a one-line description. */
public interface DescribedValue {
    /** The value as written in {@code WITH ('key' = 'value')}, e.g. {@code partial-update}. */
    String value();

    String description();
}
