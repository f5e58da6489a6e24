-- exit: 1
-- stderr: ERROR: statement 3
-- once the table has data, 'bucket' may not be reset (as Paimon 1.4.2)
CREATE TABLE T (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2');
INSERT INTO T VALUES (1, 5), (1, 6);
ALTER TABLE T RESET ('bucket');
