-- exit: 1
-- stderr: ERROR: statement 6
-- not checked against Paimon: Flink's planner refuses the INSERT (a query column that Flink SQL does not cast implicitly to its sink column); the interpreter writes to Paimon directly
-- INSERT ... SELECT checks its columns' types like INSERT ... VALUES: a BIGINT column into an INT column is refused in a streaming INSERT ... SELECT (batch: sweep12_insert_*_refused); nothing is written
CREATE TABLE S (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
CREATE TABLE T (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO S VALUES (1, 10);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO T SELECT k, CAST(v AS INT) FROM S;
INSERT INTO T SELECT k, v FROM S;
