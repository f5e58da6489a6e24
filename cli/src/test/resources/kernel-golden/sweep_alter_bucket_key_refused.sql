-- exit: 1
-- stderr: ERROR: statement 3
-- once the table has data, 'bucket-key' may not change (Paimon: immutable option)
CREATE TABLE T (k INT, j INT, v BIGINT, PRIMARY KEY (k, j) NOT ENFORCED) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO T VALUES (1, 1, 1);
ALTER TABLE T SET ('bucket-key' = 'j');
