-- exit: 1
-- stderr: ERROR: statement 3
-- stderr: only primary-key tables support UPDATE
-- UPDATE on an append table is refused (Paimon: no primary key)
CREATE TABLE A (k INT, v STRING) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO A VALUES (1, 'x');
UPDATE A SET v = 'y' WHERE k = 1;
