-- exit: 1
-- stderr: ERROR: statement 3
-- not checked against Paimon: Flink's planner refuses the INSERT (a query column that Flink SQL does not cast implicitly to its sink column: LogicalTypeCasts / DynamicSinkUtils); the interpreter writes to Paimon directly
-- a DECIMAL literal into an INT column is refused (no implicit narrowing); nothing of the statement is committed
CREATE TABLE T (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 1);
INSERT INTO T VALUES (2, 2), (3, 2.5);
