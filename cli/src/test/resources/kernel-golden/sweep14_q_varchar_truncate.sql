-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the cuts are Flink's casts to the sink's types, which the Java API does not apply
-- values longer than a CHAR(n) / VARCHAR(n) / VARBINARY(n) column are cut to n by INSERT (Flink casts to the sink type), from literals and from a STRING column
CREATE TABLE S (k INT, s STRING);
INSERT INTO S VALUES (1, 'abcdef'), (2, 'ab');
CREATE TABLE T (k INT, c CHAR(2), v VARCHAR(3), vb VARBINARY(2), PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 'abcd', 'wxyz', x'0a0b0c');
INSERT INTO T SELECT k + 10, CAST(s AS CHAR(2)), s, CAST(NULL AS BYTES) FROM S;
SELECT * FROM T;
