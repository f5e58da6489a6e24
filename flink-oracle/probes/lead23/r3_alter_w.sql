CREATE TABLE w (k INT, v STRING);
ALTER TABLE w SET ('streaming-read-overwrite' = 'true');
SHOW CREATE TABLE w;
