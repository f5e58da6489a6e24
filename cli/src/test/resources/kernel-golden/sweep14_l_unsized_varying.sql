-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no DESCRIBE
-- VARCHAR and VARBINARY without a length are STRING and BYTES in Flink SQL; CHAR and BINARY are of length 1
CREATE TABLE A (k INT, b VARBINARY, s VARCHAR, c CHAR, bb BINARY, PRIMARY KEY (k) NOT ENFORCED);
DESCRIBE A;
INSERT INTO A VALUES (1, x'0102', 'abc', 'xyz', x'0304');
SELECT * FROM A;
