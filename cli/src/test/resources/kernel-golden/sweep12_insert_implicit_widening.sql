-- INSERT casts literals implicitly only where Flink SQL widens: INT into BIGINT, DECIMAL and DOUBLE, DECIMAL into FLOAT and DOUBLE, an INT column of a multi-row VALUES mixing INT and BIGINT into BIGINT (the refusals are sweep12_insert_*_refused)
CREATE TABLE T (k INT, b BIGINT, d DECIMAL(6, 2), x DOUBLE, f FLOAT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, 2, 3, 4, 5), (2, 9223372036854775807, 1.5, 2.25, 0.5);
INSERT INTO T VALUES (3, -1, -0.01, 1.0E-3, 1.25);
SELECT * FROM T;
