-- exit: 1
-- stderr: ERROR: statement 3
-- not checked against Paimon: Flink's sink NOT NULL enforcer (table.exec.sink.not-null-enforcer = ERROR) refuses the row before Paimon sees it; the interpreter writes to Paimon directly
-- a number beyond a NOT NULL DECIMAL column's precision casts to NULL, which the NOT NULL column refuses; nothing of the statement is committed
CREATE TABLE T (k INT, d DECIMAL(5, 2) NOT NULL, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 1.5);
INSERT INTO T VALUES (2, 2.5), (3, 12345.6);
