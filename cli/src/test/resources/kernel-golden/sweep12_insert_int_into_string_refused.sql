-- exit: 1
-- stderr: ERROR: statement 3
-- not checked against Paimon: Flink's planner refuses the INSERT (a query column that Flink SQL does not cast implicitly to its sink column: LogicalTypeCasts / DynamicSinkUtils); the interpreter writes to Paimon directly
-- an INT literal into a STRING column is refused (no implicit cast from numbers to strings); nothing of the statement is committed
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 5);
