


def forward(self, x0):
    relu = x0.relu();  x0 = relu = None
    return ()
    