-- exit: 1
-- stderr: ERROR: statement 3
-- not checked against Paimon: Flink's planner refuses the INSERT (a query column that Flink SQL does not cast implicitly to its sink column: LogicalTypeCasts / DynamicSinkUtils); the interpreter writes to Paimon directly
-- a string literal into a DATE column is refused (Flink casts CHAR to DATE only explicitly: CAST('2024-01-02' AS DATE)); nothing of the statement is committed
CREATE TABLE T (k INT, d DATE, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, DATE '2024-01-01');
INSERT INTO T VALUES (2, '2024-01-02');
